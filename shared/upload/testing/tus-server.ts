import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';

/** A request as the tus server received it. */
type TusSeen = { method: string; url: string; offset?: number; tusResumable?: string; authorization?: string };

export type TusTestServer = {
  /** the creation endpoint: http://127.0.0.1:<port>/files */
  endpoint: string;
  /** every request, in the order they arrived */
  seen: TusSeen[];
  /** the metadata and size of each created upload */
  created: { metadata: Upload['metadata']; size: number | undefined }[];
  /** answers a request itself instead of tus when it returns an answer */
  intercept: (request: TusSeen, index: number) => { status: number; body?: string } | undefined;
  /** refuses a creation, as the real server's checks do: the answer's status and body */
  refuseCreate: (upload: Upload) => { status_code: number; body: string } | undefined;
  /** the server's offset of an upload, by its URL */
  offsetOf(url: string): Promise<number>;
  /** the bytes received for an upload, by its URL */
  bytesOf(url: string): Promise<Buffer>;
  reset(): void;
  close(): Promise<void>;
};

/**
 * A real tus 1.0.0 server (@tus/server + @tus/file-store, relative Location like server/routes/vod.ts) on a random
 * port with a temporary directory, for the tus client tests.
 */
export async function startTusServer(): Promise<TusTestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lectern-tus-'));
  const datastore = new FileStore({ directory });
  const idOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
  const state: TusTestServer = {
    endpoint: '',
    seen: [],
    created: [],
    intercept: () => undefined,
    refuseCreate: () => undefined,
    offsetOf: async (url) => (await datastore.getUpload(idOf(url))).offset,
    bytesOf: (url) => readFile(path.join(directory, idOf(url))),
    reset() {
      state.seen = [];
      state.created = [];
      state.intercept = () => undefined;
      state.refuseCreate = () => undefined;
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
  const tus = new Server({
    path: '/files',
    datastore,
    relativeLocation: true,
    async onUploadCreate(_request, upload) {
      const refusal = state.refuseCreate(upload);
      if (refusal) throw refusal;
      state.created.push({ metadata: upload.metadata, size: upload.size });
      return {};
    },
  });
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const header = (name: string) => request.headers[name] as string | undefined;
    const offset = header('upload-offset');
    const seen: TusSeen = {
      method: request.method ?? '',
      url: request.url ?? '',
      ...(offset !== undefined && { offset: Number(offset) }),
      tusResumable: header('tus-resumable'),
      authorization: header('authorization'),
    };
    state.seen.push(seen);
    const answer = state.intercept(seen, state.seen.length - 1);
    if (answer) {
      request.resume();
      response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Tus-Resumable': '1.0.0' }).end(answer.body ?? '');
      return;
    }
    void tus.handle(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  state.endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/files`;
  return state;
}
