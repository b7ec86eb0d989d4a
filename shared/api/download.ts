/**
 * A file the server answers (an .xlsx export), fetched under the API client's rules — the session check and
 * refresh, the decorated URL and Authorization header, a refusal reported and thrown as any call's — and saved in
 * the browser under the name the server gave it. An area's resources wrap it; screens never call it themselves.
 */
import { api } from './default-client.ts';
import type { Transport } from './client-types.ts';

export type Download = { blob: Blob; fileName: string };

/** The name of `Content-Disposition` (RFC 6266: `filename*` in UTF-8 first, then `filename`), or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] || fallback;
}

/** GETs `path` as a file; a JSON answer (a refusal) goes through the client as any call's answer. */
export async function fetchDownload(path: string, query: Record<string, unknown>, fallbackName: string): Promise<Download> {
  let file: Download | undefined;
  const transport: Transport = async (request) => {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, signal: AbortSignal.timeout(request.timeoutMs) });
    if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) {
      file = { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
      return { status: response.status, text: '{"result":"ok"}' };
    }
    return { status: response.status, text: await response.text() };
  };
  await api().send(path, transport, { method: 'GET', query });
  if (!file) throw new Error('download failed');
  return file;
}

/** Hands a downloaded file to the browser as a download. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
