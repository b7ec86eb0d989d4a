import type { Transport } from '@shared/api/client-types.ts';

/** The part of XMLHttpRequest that `xhrTransport` uses; a real one fits, tests give a fake. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export type XhrTransportOptions = {
  /** whole percents 0..100 of the body sent */
  onProgress?: (percent: number) => void;
  /** aborts the request; the transport then rejects with the signal's reason */
  signal?: AbortSignal;
  /** makes the request object; defaults to `new XMLHttpRequest()` */
  createXhr?: () => XhrLike;
  /** overrides the client's time-out as the idle limit (tests) */
  idleTimeoutMs?: number;
};

/**
 * A transport for the API client's `send` (shared/api/client.ts) that sends `body` over XMLHttpRequest: the
 * one browser API that reports upload progress (fetch does not, over HTTP/1.1). The client gives the URL, the
 * headers and its time-out, and reads the answer; this only moves bytes and counts them. The time-out is an idle
 * limit: no progress for that long fails the call (as a TimeoutError), so a large file on a slow line can finish.
 */
export function xhrTransport(body: XMLHttpRequestBodyInit, options: XhrTransportOptions = {}): Transport {
  const { signal, onProgress } = options;
  return (request) =>
    new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const xhr = (options.createXhr ?? (() => new XMLHttpRequest()))();
      const idleMs = options.idleTimeoutMs ?? request.timeoutMs;
      let idleTimer: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void) => {
        clearTimeout(idleTimer);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const armIdleTimer = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          xhr.onabort = null;
          xhr.abort();
          finish(() => reject(new DOMException('no progress within the time-out', 'TimeoutError')));
        }, idleMs);
      };
      const onAbort = () => xhr.abort();

      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        armIdleTimer();
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => finish(() => resolve({ status: xhr.status, text: xhr.responseText }));
      xhr.onerror = () => finish(() => reject(new TypeError('the upload got no answer')));
      xhr.onabort = () => finish(() => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError')));
      signal?.addEventListener('abort', onAbort, { once: true });
      armIdleTimer();
      xhr.send(body);
    });
}
