/**
 * A small tus 1.0.0 client for browsers (core protocol + creation extension), in place of tus-js-client
 * (16 KB gzip with its dependencies; the widget bundle has 60 KB for everything).
 *
 *   no uploadUrl: POST endpoint (Upload-Length, Upload-Metadata) → Location → PATCH chunk by chunk
 *   uploadUrl:    HEAD → Upload-Offset → PATCH chunk by chunk from there
 *
 * Every request goes over XMLHttpRequest (the only browser API that reports upload progress) with
 * `Tus-Resumable: 1.0.0`. A failed request that may succeed later (no answer, 409, 423, 5xx — anything but
 * another 4xx) is retried after `retryDelays[n]`: HEAD re-learns the server's offset and the upload goes on
 * from there. Like tus-js-client, the delays start over once the server's offset has moved since the last
 * failure, so a long upload on a flaky line is not cut short by failures far apart.
 */

export type TusOptions = {
  /** where a new upload is created (POST); not used with `uploadUrl`: an upload the server lost rejects (HEAD 404) */
  endpoint?: string;
  /** an upload to resume: HEAD first to learn its offset */
  uploadUrl?: string;
  /** sent at creation as Upload-Metadata */
  metadata?: Record<string, string>;
  /** extra headers, read for every request (e.g. Authorization) */
  headers?: () => Record<string, string>;
  /** bytes per PATCH */
  chunkSize: number;
  /** the waits before the retries of a failure streak; as many retries as delays */
  retryDelays: readonly number[];
  /** the upload URL, as soon as it is known (at once for `uploadUrl`, after POST otherwise) */
  onUrl?: (url: string) => void;
  /** bytes sent so far (never decreasing) and the file size */
  onProgress?: (sent: number, total: number) => void;
  /** stops the running request and every later one; the upload then rejects with the signal's reason */
  signal?: AbortSignal;
};

/** A tus request that failed: its method and the answer's status and body (status 0: no answer). */
export class TusError extends Error {
  override name = 'TusError';
  constructor(
    readonly method: string,
    readonly status: number,
    readonly body = '',
  ) {
    super(`tus: ${method} ${status ? `answered ${status}` : 'got no answer'}`);
  }
}

/** Whether a failure may go away on its own: no answer, 409 (offset mismatch), 423 (locked) or not a 4xx. */
export function tusRetryable(error: unknown): boolean {
  if (!(error instanceof TusError) || globalThis.navigator?.onLine === false) return false;
  const { status } = error;
  return status < 400 || status > 499 || status === 409 || status === 423;
}

/** Uploads `file`, creating the upload at `endpoint` or resuming `uploadUrl`. Resolves once every byte is in. */
export async function tusUpload(file: Blob, options: TusOptions): Promise<{ url: string }> {
  const { endpoint, signal, onProgress } = options;
  const size = file.size;
  const send = (method: string, url: string, headers: Record<string, string> = {}, body?: Blob, onSent?: (loaded: number) => void) =>
    request(method, url, { ...options.headers?.(), ...headers }, signal, body, onSent);
  let url = options.uploadUrl;
  if (url) options.onUrl?.(url);
  /** the server's offset; -1: to be asked with HEAD */
  let offset = -1;
  /** the last offset the server confirmed, and what it was at the last failure */
  let confirmed = 0;
  let atFailure = 0;
  let attempt = 0;
  let reported = -1;
  const progress = (sent: number) => {
    if (sent > reported) onProgress?.((reported = sent), size);
  };

  for (;;) {
    signal?.throwIfAborted();
    try {
      if (!url) {
        if (endpoint === undefined) throw new Error('tus: no endpoint and no upload URL');
        const metadata = Object.entries(options.metadata ?? {})
          .map(([key, value]) => (value ? `${key} ${base64(value)}` : key))
          .join(',');
        const created = await send('POST', endpoint, { 'Upload-Length': String(size), ...(metadata && { 'Upload-Metadata': metadata }) });
        const location = created.header('Location');
        if (!location) throw new TusError('POST', created.status, created.body);
        url = new URL(location, new URL(endpoint, globalThis.location?.href)).href;
        options.onUrl?.(url);
        confirmed = offset = 0;
      } else if (offset < 0) {
        confirmed = offset = offsetOf(await send('HEAD', url), 'HEAD');
      }
      if (offset >= size) {
        progress(size);
        return { url };
      }
      const from = offset;
      const chunk = file.slice(from, Math.min(from + options.chunkSize, size));
      const patched = await send(
        'PATCH',
        url,
        { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(from) },
        chunk,
        (loaded) => progress(from + loaded),
      );
      confirmed = offset = offsetOf(patched, 'PATCH');
      progress(offset);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (confirmed > atFailure) attempt = 0; // the upload moved on since the last failure: a new streak
      if (!tusRetryable(error) || attempt >= options.retryDelays.length) throw error;
      atFailure = confirmed;
      await sleep(options.retryDelays[attempt++]!, signal);
      offset = -1;
    }
  }
}

/** Asks the server to drop an upload (termination extension); rejects with a TusError when it refuses. */
export async function tusTerminate(url: string, headers: Record<string, string> = {}): Promise<void> {
  await request('DELETE', url, headers);
}

type Answer = { status: number; body: string; header(name: string): string | null };

function request(
  method: string,
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
  body?: Blob,
  onSent?: (loaded: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted(); // e.g. aborted by onUrl or onProgress
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (error?: unknown) => {
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve({ status: xhr.status, body: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries({ ...headers, 'Tus-Resumable': '1.0.0' })) xhr.setRequestHeader(name, value);
    if (onSent) xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => settle(xhr.status >= 200 && xhr.status < 300 ? undefined : new TusError(method, xhr.status, xhr.responseText));
    xhr.onerror = () => settle(new TusError(method, 0));
    xhr.onabort = () => settle(signal?.reason ?? new TusError(method, 0));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body ?? null);
  });
}

function offsetOf(answer: Answer, method: string): number {
  const value = answer.header('Upload-Offset') ?? '';
  if (!/^\d+$/.test(value)) throw new TusError(method, answer.status, answer.body);
  return Number(value);
}

/** base64 of the UTF-8 bytes (btoa alone takes only Latin-1) */
function base64(value: string): string {
  return btoa(Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join(''));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
