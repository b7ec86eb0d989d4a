import type { XhrLike } from '../xhr-transport.ts';

/**
 * A minimal XMLHttpRequest for node that really sends the request (through fetch) to the scripted server,
 * reporting upload progress in two steps before sending.
 */
export class FetchXhr implements XhrLike {
  status = 0;
  responseText = '';
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  upload: XhrLike['upload'] = { onprogress: null };
  sent = false;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly controller = new AbortController();

  open(method: string, url: string | URL): void {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    this.sent = true;
    const file = (body as FormData).get('file') as File;
    const event = (loaded: number) => ({ lengthComputable: true, loaded, total: file.size }) as ProgressEvent;
    this.upload.onprogress?.call(this as never, event(file.size / 2));
    this.upload.onprogress?.call(this as never, event(file.size));
    fetch(this.url, { method: this.method, headers: this.headers, body: body as BodyInit, signal: this.controller.signal }).then(
      async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.call(this as never, event(file.size));
      },
      () => {
        if (this.controller.signal.aborted) this.onabort?.call(this as never, event(0));
        else this.onerror?.call(this as never, event(0));
      },
    );
  }
  abort(): void {
    this.controller.abort();
  }
}
