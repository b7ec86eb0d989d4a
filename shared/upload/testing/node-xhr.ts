import { request, type ClientRequest, type IncomingHttpHeaders } from 'node:http';

/** What the tus client does with a request, as the tests see it. */
export type XhrSeen = { method: string; url: string; headers: Record<string, string> };

/**
 * The part of XMLHttpRequest the tus client uses, for Node and over node:http, so that its requests really go
 * over sockets to a real tus server: the body is written in 16 KB pieces with an upload progress event after
 * each, a response calls onload, a broken connection onerror, abort() onabort. Tests install it with
 * `vi.stubGlobal('XMLHttpRequest', NodeXhr)`.
 *
 * `NodeXhr.cutAfter(request)` may name a number of body bytes after which the connection is destroyed: a
 * connection broken in the middle of an upload, as the server sees it.
 */
export class NodeXhr {
  static seen: XhrSeen[] = [];
  static cutAfter: (request: XhrSeen) => number | undefined = () => undefined;
  static reset(): void {
    NodeXhr.seen = [];
    NodeXhr.cutAfter = () => undefined;
  }

  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders: IncomingHttpHeaders = {};
  private request?: ClientRequest;
  private settled = false;

  open(method: string, url: string | URL): void {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    const value = this.responseHeaders[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
  send(body?: Blob | null): void {
    const seen: XhrSeen = { method: this.method, url: this.url, headers: { ...this.headers } };
    NodeXhr.seen.push(seen);
    this.run(body ?? undefined, NodeXhr.cutAfter(seen)).catch(() => this.settle(this.onerror));
  }
  abort(): void {
    if (this.settled) return;
    this.settled = true;
    this.request?.destroy();
    this.onabort?.();
  }

  private settle(handler: (() => void) | null): void {
    if (this.settled) return;
    this.settled = true;
    handler?.();
  }

  private async run(body: Blob | undefined, cutAfter: number | undefined): Promise<void> {
    const bytes = body ? new Uint8Array(await body.arrayBuffer()) : new Uint8Array(0);
    if (this.settled) return;
    const req = request(this.url, { method: this.method, headers: { ...this.headers, 'Content-Length': String(bytes.length) } });
    this.request = req;
    req.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        this.status = response.statusCode ?? 0;
        this.responseHeaders = response.headers;
        this.responseText = Buffer.concat(parts).toString('utf8');
        this.settle(this.onload);
      });
      response.on('error', () => this.settle(this.onerror));
    });
    req.on('error', () => this.settle(this.onerror));
    let sent = 0;
    while (sent < bytes.length && !this.settled) {
      const piece = bytes.subarray(sent, Math.min(sent + 16384, cutAfter ?? Infinity, bytes.length));
      await new Promise<void>((resolve) => req.write(piece, () => resolve()));
      sent += piece.length;
      if (cutAfter !== undefined && sent >= cutAfter) {
        // let the bytes reach the server, then break the connection
        await new Promise((resolve) => setTimeout(resolve, 20));
        req.destroy();
        return;
      }
      this.upload.onprogress?.({ loaded: sent, total: bytes.length, lengthComputable: true });
    }
    if (!this.settled) req.end();
  }
}
