import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP server for client tests, scripted per test: it records every request and answers
 * with whatever the current handler does (answer, delay, close the connection).
 */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: string };
/** What it returns is ignored (a promise is awaited), so `setTimeout(...)` and `socket.destroy()` do as bodies. */
export type Handler = (request: SeenRequest, response: ServerResponse) => unknown;

export type ScriptedServer = {
  url: string;
  seen: SeenRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
};

export function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** An answer held back until the test opens the gate: handlers await `held`, so answers come in the order a test sets. */
export function gate(): { held: Promise<void>; open(): void } {
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  return { held, open };
}

export const okHandler: Handler = (_request, response) => answer(response, 200, { result: 'ok' });

export async function startScriptedServer(): Promise<ScriptedServer> {
  let handler: Handler = okHandler;
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      void Promise.resolve(handler(request, res)).catch(() => res.socket?.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
