import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NodeXhr } from './testing/node-xhr.ts';
import { startTusServer, type TusTestServer } from './testing/tus-server.ts';
import { createDefaultTransport, type TransportDeps } from './transports.ts';
import { tusUpload } from './tus-client.ts';
import { job, memoryStorage, useRoutedApi } from './testing/transport-harness.ts';

const api = useRoutedApi();

describe('audio and video against a real tus server', () => {
  let tusServer: TusTestServer;
  beforeAll(async () => {
    tusServer = await startTusServer();
  });
  afterAll(() => tusServer.close());
  beforeEach(() => {
    tusServer.reset();
    NodeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', NodeXhr);
  });

  it('an upload broken off by a reload goes on from the server offset when the file is added again', async () => {
    let signs = 0;
    api.route = () => ({ ...signAnswer(), video_id: `vid-${++signs}` });
    const storage = memoryStorage();
    const bytes = new Uint8Array(300 * 1024).map((_, i) => i & 0xff);
    const file = new File([bytes], '朗读 1.mp3', { type: 'audio/mpeg' });

    // the first page goes away after 100 KB: its requests die, nothing else happens
    const page = new AbortController();
    const dying: TransportDeps['tusUpload'] = (blob, options) =>
      tusUpload(blob, {
        ...options,
        signal: page.signal,
        onProgress: (sent, total) => {
          options.onProgress?.(sent, total);
          if (sent > 100 * 1024) page.abort();
        },
      });
    await expect(createDefaultTransport({ tusUpload: dying, storage }).send(job('audio', file).value)).rejects.toBeDefined();
    const entry = Object.values(storage.uploads)[0]!;
    expect(entry).toMatchObject({ videoId: 'vid-1', metadata: { sign: 'sig-1', filename: '朗读 1.mp3', filetype: 'audio/mpeg' } });
    expect(tusServer.created).toEqual([{ metadata: { sign: 'sig-1', filename: '朗读 1.mp3', filetype: 'audio/mpeg' }, size: file.size }]);
    await vi.waitFor(async () => expect(await tusServer.offsetOf(entry.uploadUrl)).toBeGreaterThan(0));
    const offset = await tusServer.offsetOf(entry.uploadUrl);
    tusServer.reset();

    // the next page: the same file resumes with HEAD, then PATCH from the server's offset
    const { value, progress } = job('audio', file);
    await expect(createDefaultTransport({ storage }).send(value)).resolves.toEqual({ video_id: 'vid-1' });
    expect(signs).toBe(1);
    expect(tusServer.seen.map((request) => [request.method, request.offset])).toEqual([
      ['HEAD', undefined],
      ['PATCH', offset],
    ]);
    expect(tusServer.seen.every((request) => request.tusResumable === '1.0.0' && request.authorization === 'sig-1')).toBe(true);
    expect((await tusServer.bytesOf(entry.uploadUrl)).equals(Buffer.from(bytes))).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(storage.uploads).toEqual({});
  });

  function signAnswer() {
    return { result: 'ok', sign: 'sig-1', video_id: 'vid-1', upload_url: tusServer.endpoint };
  }
});
