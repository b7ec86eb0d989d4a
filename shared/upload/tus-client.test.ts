import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NodeXhr } from './testing/node-xhr.ts';
import { startTusServer, type TusTestServer } from './testing/tus-server.ts';
import { TusError, tusRetryable, tusTerminate, tusUpload, type TusOptions } from './tus-client.ts';

/**
 * The tus client against a real @tus/server (file store in a temp directory) over real sockets: the browser's
 * XMLHttpRequest is NodeXhr, which can also break a connection in the middle of a request body.
 */
let server: TusTestServer;
beforeAll(async () => {
  server = await startTusServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  NodeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', NodeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const KB = 1024;
/** bytes that tell their positions apart, so that a misplaced chunk shows */
function fileOf(size: number, name = 'a.mp4'): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  return new File([bytes], name, { type: 'video/mp4' });
}
/** whether the server holds exactly the file's bytes (Buffer.equals: toEqual on big buffers is slow) */
async function expectStored(url: string, file: Blob) {
  const stored = await server.bytesOf(url);
  expect(stored.length).toBe(file.size);
  expect(stored.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
}
const methods = () => server.seen.map((request) => request.method);
const patchOffsets = () => server.seen.filter((request) => request.method === 'PATCH').map((request) => request.offset);

function options(extra: Partial<TusOptions> = {}): TusOptions & { progress: [number, number][]; urls: string[] } {
  const progress: [number, number][] = [];
  const urls: string[] = [];
  return {
    endpoint: server.endpoint,
    chunkSize: 64 * KB,
    retryDelays: [0, 10, 20],
    onProgress: (sent, total) => progress.push([sent, total]),
    onUrl: (url) => urls.push(url),
    progress,
    urls,
    ...extra,
  };
}

function expectMonotonic(progress: [number, number][], total: number) {
  const sent = progress.map(([value]) => value);
  expect(sent).toEqual([...sent].sort((a, b) => a - b));
  expect(new Set(sent).size).toBe(sent.length);
  expect(progress.every(([, of]) => of === total)).toBe(true);
  expect(sent.at(-1)).toBe(total);
}

describe('creating and uploading', () => {
  it('creates the upload, sends it in chunks with progress, and resolves with its absolute URL', async () => {
    const file = fileOf(200 * KB);
    const run = options({ metadata: { sign: 'sig-1', filename: '朗读 1.mp3', filetype: 'audio/mpeg' } });
    const { url } = await tusUpload(file, run);

    expect(url).toMatch(new RegExp(`^${server.endpoint}/[0-9a-f]+$`)); // the server's Location is relative
    expect(run.urls).toEqual([url]);
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'PATCH']);
    expect(patchOffsets()).toEqual([0, 64 * KB, 128 * KB, 192 * KB]);
    expect(server.seen.every((request) => request.tusResumable === '1.0.0')).toBe(true);
    expect(server.created).toEqual([{ metadata: { sign: 'sig-1', filename: '朗读 1.mp3', filetype: 'audio/mpeg' }, size: 200 * KB }]);
    await expectStored(url, file);
    expect(await server.offsetOf(url)).toBe(200 * KB);
    expectMonotonic(run.progress, 200 * KB);
    expect(run.progress.length).toBeGreaterThan(4); // within chunks too, not only after each
  });

  it('a file smaller than a chunk goes in one PATCH; an empty metadata value is sent as a bare key', async () => {
    const file = fileOf(10 * KB);
    await tusUpload(file, options({ metadata: { filename: 'x.mp3', note: '' } }));
    expect(methods()).toEqual(['POST', 'PATCH']);
    expect(server.created[0]!.metadata).toEqual({ filename: 'x.mp3', note: null });
  });

  it('a zero-byte file is created and finishes without a PATCH', async () => {
    const run = options();
    const { url } = await tusUpload(new File([], 'empty.mp3'), run);
    expect(methods()).toEqual(['POST']);
    expect(server.created[0]!.size).toBe(0);
    expect(await server.offsetOf(url)).toBe(0);
    expect(run.progress).toEqual([[0, 0]]);
  });

  it('sends the extra headers, read for each request', async () => {
    let n = 0;
    await tusUpload(fileOf(100 * KB), options({ headers: () => ({ Authorization: `tok-${++n}` }) }));
    expect(server.seen.map((request) => request.authorization)).toEqual(['tok-1', 'tok-2', 'tok-3']);
  });
});

describe('failures and retries', () => {
  it('a connection cut in the middle of a PATCH: HEAD, then on from the server offset, not from 0', async () => {
    const file = fileOf(300 * KB);
    let patches = 0;
    NodeXhr.cutAfter = (request) => (request.method === 'PATCH' && ++patches === 1 ? 100_000 : undefined);
    const run = options({ chunkSize: 8 * 1024 * KB });
    const { url } = await tusUpload(file, run);

    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    const resumedAt = patchOffsets()[1]!;
    expect(patchOffsets()[0]).toBe(0);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(100_000);
    await expectStored(url, file);
    expectMonotonic(run.progress, 300 * KB);
  });

  it('retries as often as there are delays, each after a HEAD, then rejects with the last error', async () => {
    server.intercept = (request) => (request.method === 'PATCH' ? { status: 503, body: 'busy' } : undefined);
    const error = await tusUpload(fileOf(10 * KB), options()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TusError);
    expect(error).toMatchObject({ method: 'PATCH', status: 503, body: 'busy' });
    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH']);
  });

  it('connections that break before any byte arrives: retried, then a TusError without status', async () => {
    NodeXhr.cutAfter = (request) => (request.method === 'PATCH' ? 0 : undefined);
    const run = options({ retryDelays: [0, 5] });
    const error = await tusUpload(fileOf(10 * KB), run).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TusError', method: 'PATCH', status: 0 });
    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH']);
    expect(patchOffsets()).toEqual([0, 0, 0]);
  });

  it('counts retries per failure streak: a PATCH that gets through starts the count again', async () => {
    // two failures before each of the three chunks, with only two retries allowed
    let patches = 0;
    server.intercept = (request) => (request.method === 'PATCH' && ++patches % 3 !== 0 ? { status: 500 } : undefined);
    const file = fileOf(150 * KB);
    const { url } = await tusUpload(file, options({ retryDelays: [0, 0] }));
    expect(patchOffsets()).toEqual([0, 0, 0, 64 * KB, 64 * KB, 64 * KB, 128 * KB, 128 * KB, 128 * KB]);
    await expectStored(url, file);
  });

  it('409 (offset mismatch) and 423 (locked) are retried', async () => {
    const answers = [409, 423];
    server.intercept = (request) => (request.method === 'PATCH' && answers.length ? { status: answers.shift()! } : undefined);
    await tusUpload(fileOf(10 * KB), options());
    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH']);
  });

  it('a 413 with a JSON fail body rejects at once with the status and body, without retries', async () => {
    const body = JSON.stringify({ result: 'fail', code: 41300, message: '视频不能超过 4 GB' });
    server.refuseCreate = () => ({ status_code: 413, body });
    const run = options();
    const error = await tusUpload(fileOf(10 * KB), run).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TusError);
    expect(error).toMatchObject({ method: 'POST', status: 413, body });
    expect(methods()).toEqual(['POST']);
    expect(run.urls).toEqual([]);
  });

  it('a 4xx answer to a PATCH is final too', async () => {
    const body = JSON.stringify({ result: 'fail', code: 41301, message: '您的存储空间已达上限' });
    server.intercept = (request) => (request.method === 'PATCH' ? { status: 403, body } : undefined);
    await expect(tusUpload(fileOf(10 * KB), options())).rejects.toMatchObject({ method: 'PATCH', status: 403, body });
    expect(methods()).toEqual(['POST', 'PATCH']);
  });

  it('a failed creation is retried like any request', async () => {
    server.intercept = (request, index) => (request.method === 'POST' && index === 0 ? { status: 502 } : undefined);
    await tusUpload(fileOf(10 * KB), options());
    expect(methods()).toEqual(['POST', 'POST', 'PATCH']);
  });

  it('an answer without Upload-Offset is an error', async () => {
    server.intercept = (request) => (request.method === 'PATCH' ? { status: 204 } : undefined);
    await expect(tusUpload(fileOf(10 * KB), options({ retryDelays: [] }))).rejects.toMatchObject({ method: 'PATCH', status: 204 });
  });

  it('tusRetryable: no answer, 409, 423 and 5xx; never other 4xx, other errors, or while offline', () => {
    for (const status of [0, 409, 423, 500, 503]) expect(tusRetryable(new TusError('PATCH', status))).toBe(true);
    for (const status of [400, 403, 404, 410, 413]) expect(tusRetryable(new TusError('PATCH', status))).toBe(false);
    expect(tusRetryable(new Error('x'))).toBe(false);
    vi.stubGlobal('navigator', { onLine: false });
    expect(tusRetryable(new TusError('PATCH', 0))).toBe(false);
  });
});

describe('resuming', () => {
  it('after a reload, a new call with the stored URL asks for the offset and goes on from there', async () => {
    const file = fileOf(300 * KB);
    const controller = new AbortController();
    // the page goes away while the second chunk is on its way
    const first = options({
      signal: controller.signal,
      onProgress: (sent) => {
        if (sent > 100 * KB) controller.abort();
      },
    });
    await expect(tusUpload(file, first)).rejects.toMatchObject({ name: 'AbortError' });
    const url = first.urls[0]!;
    // the aborted PATCH may still be landing: wait until the stored offset has stopped moving
    await vi.waitFor(async () => {
      const before = await server.offsetOf(url);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await server.offsetOf(url)).toBe(before);
      expect(before).toBeGreaterThanOrEqual(64 * KB);
    });
    const stored = await server.offsetOf(url);
    server.reset();

    const second = options({ endpoint: undefined, uploadUrl: url });
    await expect(tusUpload(file, second)).resolves.toEqual({ url });
    expect(second.urls).toEqual([url]);
    expect(methods()[0]).toBe('HEAD');
    expect(patchOffsets()[0]).toBe(stored);
    await expectStored(url, file);
    expect(second.progress[0]![0]).toBeGreaterThanOrEqual(stored);
    expectMonotonic(second.progress, 300 * KB);
  });

  it('an upload that is already complete resolves after the HEAD', async () => {
    const file = fileOf(10 * KB);
    const { url } = await tusUpload(file, options());
    server.reset();
    const run = options({ endpoint: undefined, uploadUrl: url });
    await expect(tusUpload(file, run)).resolves.toEqual({ url });
    expect(methods()).toEqual(['HEAD']);
    expect(run.progress).toEqual([[10 * KB, 10 * KB]]);
  });

  it('an upload the server does not know: the 404 of the HEAD rejects at once, so the caller can start over', async () => {
    const url = `${server.endpoint}/0123456789abcdef`;
    const error = await tusUpload(fileOf(10 * KB), options({ endpoint: undefined, uploadUrl: url })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TusError);
    expect(error).toMatchObject({ method: 'HEAD', status: 404 });
    expect(methods()).toEqual(['HEAD']);
  });

  it('tusTerminate removes an upload', async () => {
    const controller = new AbortController();
    let url = '';
    const run = options({
      signal: controller.signal,
      onUrl: (created) => {
        url = created;
        controller.abort();
      },
    });
    await expect(tusUpload(fileOf(100 * KB), run)).rejects.toMatchObject({ name: 'AbortError' });
    expect(methods()).toEqual(['POST']);
    server.reset();
    await tusTerminate(url);
    await expect(tusUpload(fileOf(100 * KB), options({ endpoint: undefined, uploadUrl: url }))).rejects.toMatchObject({ status: 404 });
    expect(methods()).toEqual(['DELETE', 'HEAD']);
  });
});

describe('aborting', () => {
  it('stops the running PATCH, sends nothing more, and rejects with the AbortError', async () => {
    const controller = new AbortController();
    const run = options({
      chunkSize: 1024 * KB,
      signal: controller.signal,
      onProgress: (sent) => {
        if (sent > 0) controller.abort();
      },
    });
    const error = await tusUpload(fileOf(500 * KB), run).catch((caught: unknown) => caught);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
    // a request of the test's own reaches the server after anything the client could still have sent
    await fetch(server.endpoint, { method: 'OPTIONS' });
    expect(methods()).toEqual(['POST', 'PATCH', 'OPTIONS']);
  });

  it('during the wait before a retry: rejects at once', async () => {
    server.intercept = (request) => (request.method === 'PATCH' ? { status: 500 } : undefined);
    const controller = new AbortController();
    const started = Date.now();
    const sent = tusUpload(fileOf(10 * KB), options({ signal: controller.signal, retryDelays: [5000] }));
    await vi.waitFor(() => expect(methods()).toEqual(['POST', 'PATCH']));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(methods()).toEqual(['POST', 'PATCH']);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(tusUpload(fileOf(10 * KB), options({ signal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen).toEqual([]);
  });
});
