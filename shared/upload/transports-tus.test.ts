import { beforeEach, describe, expect, it } from 'vitest';
import { $storageFull } from '@shared/feedback.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { TUS_CHUNK_SIZE, TUS_UPLOADS_KEY, fingerprintOf } from './resumable.ts';
import { createDefaultTransport, type TransportDeps } from './transports.ts';
import { PROCESSING_STATUS } from './status.ts';
import { TusError, type TusOptions } from './tus-client.ts';
import { job, memoryStorage, useRoutedApi } from './testing/transport-harness.ts';

const api = useRoutedApi();

/** A fake tus client: records each upload's options; the test drives its callbacks and settles it. */
class FakeTus {
  calls: { file: Blob; options: TusOptions; resolve(): void; reject(error: unknown): void }[] = [];
  terminated: string[] = [];
  readonly deps: Pick<TransportDeps, 'tusUpload' | 'tusTerminate'> = {
    tusUpload: (file, options) =>
      new Promise((resolve, reject) => {
        let url = options.uploadUrl ?? '';
        const call = {
          file,
          options: { ...options, onUrl: (known: string) => options.onUrl?.((url = known)) },
          resolve: () => resolve({ url }),
          reject,
        };
        this.calls.push(call);
        // like the real client: the URL of a resumed upload is known at once, and an abort rejects
        if (options.uploadUrl) options.onUrl?.(options.uploadUrl);
        options.signal?.addEventListener('abort', () => reject(options.signal!.reason));
      }),
    tusTerminate: (url) => {
      this.terminated.push(url);
      return Promise.resolve();
    },
  };
  get running() {
    return this.calls.at(-1)!;
  }
  /** the server made the upload: its URL is known */
  created(url: string): void {
    this.running.options.onUrl!(url);
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

let tus: FakeTus;
beforeEach(() => {
  tus = new FakeTus();
});

describe('audio and video: sign, then tus', () => {
  const signAnswer = { result: 'ok', sign: 'sig-1', video_id: 'vid-1', upload_url: '/api/v3/vod/upload' };
  const stored = (url: string, videoId: string, createdAt = Date.now()) => ({
    uploadUrl: url,
    videoId,
    metadata: { sign: 'sig-old', filename: 'a.mp4', filetype: 'video/mp4' },
    createdAt,
  });

  it('gets a sign for the category and title, then uploads to upload_url with the sign in the metadata', async () => {
    api.route = () => signAnswer;
    const storage = memoryStorage();
    const transport = createDefaultTransport({ ...tus.deps, storage });
    const file = new File(['mp4-bytes'], '第一课.mp4', { type: 'video/mp4' });
    const { value, progress } = job('video', file);
    const sent = transport.send(value);
    await flush();

    const sign = api.server.seen.at(-1)!;
    expect(sign.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
    expect(Object.fromEntries(new URLSearchParams(sign.body))).toEqual({ categoryId: '3', title: '第一课' });

    const upload = tus.running;
    expect(tus.calls).toHaveLength(1);
    expect(upload.file).toBe(file);
    expect(upload.options).toMatchObject({
      endpoint: `${api.server.url}/api/v3/vod/upload`,
      metadata: { sign: 'sig-1', filename: '第一课.mp4', filetype: 'video/mp4' },
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [0, 1000, 3000],
      signal: value.signal,
    });
    expect(upload.options.uploadUrl).toBeUndefined();
    expect(TUS_CHUNK_SIZE).toBe(8 * 1024 * 1024);
    // the tus endpoint takes no session: the sign authorises the upload and every request on it, the session token stays home
    expect(upload.options.headers!()).toEqual({ Authorization: 'sig-1' });

    const url = `${api.server.url}/api/v3/vod/upload/abc`;
    tus.created(url);
    expect(storage.uploads).toEqual({
      [fingerprintOf('video', 3, file)]: {
        uploadUrl: url,
        videoId: 'vid-1',
        metadata: { sign: 'sig-1', filename: '第一课.mp4', filetype: 'video/mp4' },
        createdAt: expect.any(Number) as number,
      },
    });
    upload.options.onProgress!(5, 10);
    upload.options.onProgress!(10, 10);
    expect(progress).toEqual([50, 100]);
    upload.resolve();
    await expect(sent).resolves.toEqual({ video_id: 'vid-1' });
    expect(storage.uploads).toEqual({});
  });

  it('an audio file without a type goes as application/octet-stream', async () => {
    api.route = () => signAnswer;
    const transport = createDefaultTransport({ ...tus.deps, storage: memoryStorage() });
    void transport.send(job('audio', new File(['x'], 'a.mp3')).value);
    await flush();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('audio'));
    expect(tus.running.options.metadata).toEqual({ sign: 'sig-1', filename: 'a.mp3', filetype: 'application/octet-stream' });
  });

  it('a file added again resumes its unfinished upload under its earlier video_id, without a new sign', async () => {
    const storage = memoryStorage();
    const file = new File(['abc'], 'a.mp4');
    const url = `${api.server.url}/api/v3/vod/upload/old`;
    storage.store({ [fingerprintOf('video', 3, file)]: stored(url, 'vid-old') });
    const transport = createDefaultTransport({ ...tus.deps, storage });
    const sent = transport.send(job('video', file).value);
    await flush();
    const upload = tus.running;
    expect(upload.options.uploadUrl).toBe(url);
    expect(upload.options.endpoint).toBeUndefined();
    expect(upload.options.metadata).toBeUndefined();
    expect(upload.options.headers!()).toEqual({ Authorization: 'sig-old' });
    expect(api.server.seen).toEqual([]);
    expect(storage.uploads[fingerprintOf('video', 3, file)]).toEqual(stored(url, 'vid-old', storage.uploads[fingerprintOf('video', 3, file)]!.createdAt));
    upload.resolve();
    await expect(sent).resolves.toEqual({ video_id: 'vid-old' });
    expect(storage.uploads).toEqual({});
  });

  for (const status of [404, 410]) {
    it(`a resume the server no longer knows (HEAD ${status}) starts over with a fresh sign`, async () => {
      api.route = () => signAnswer;
      const storage = memoryStorage();
      const file = new File(['abc'], 'a.mp4');
      const fingerprint = fingerprintOf('video', 3, file);
      const url = `${api.server.url}/api/v3/vod/upload/gone`;
      storage.store({ [fingerprint]: stored(url, 'vid-old') });
      const transport = createDefaultTransport({ ...tus.deps, storage });
      const sent = transport.send(job('video', file).value);
      await flush();
      tus.running.reject(new TusError('HEAD', status));
      await flush();
      expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
      expect(tus.calls).toHaveLength(2);
      const fresh = tus.running;
      expect(fresh.options.uploadUrl).toBeUndefined();
      expect(fresh.options.metadata).toMatchObject({ sign: 'sig-1' });
      expect(storage.uploads).toEqual({});
      tus.created(`${api.server.url}/api/v3/vod/upload/new`);
      expect(storage.uploads[fingerprint]).toMatchObject({ uploadUrl: `${api.server.url}/api/v3/vod/upload/new`, videoId: 'vid-1' });
      fresh.resolve();
      await expect(sent).resolves.toEqual({ video_id: 'vid-1' });
      expect(storage.uploads).toEqual({});
    });
  }

  it('a resume the server no longer knows because it finished (the page left before the last answer) is done, not sent twice', async () => {
    const storage = memoryStorage();
    const file = new File(['abc'], 'a.mp4');
    storage.store({ [fingerprintOf('video', 3, file)]: stored(`${api.server.url}/api/v3/vod/upload/done`, 'vid-old') });
    const asked: string[] = [];
    const videoStatus = (videoId: string) => {
      asked.push(videoId);
      return Promise.resolve({ video_id: videoId, status: PROCESSING_STATUS.processing, material_id: 41 });
    };
    const sent = createDefaultTransport({ ...tus.deps, storage, videoStatus }).send(job('video', file).value);
    await flush();
    tus.running.reject(new TusError('HEAD', 404));
    await expect(sent).resolves.toEqual({ video_id: 'vid-old' });
    expect(asked).toEqual(['vid-old']);
    expect(tus.calls).toHaveLength(1);
    expect(api.server.seen).toEqual([]);
    expect(storage.uploads).toEqual({});
  });

  it('a resume that fails otherwise (no answer after the retries) rejects and keeps the upload for later', async () => {
    const storage = memoryStorage();
    const file = new File(['abc'], 'a.mp4');
    const fingerprint = fingerprintOf('video', 3, file);
    storage.store({ [fingerprint]: stored('http://x/u', 'vid-old') });
    const sent = createDefaultTransport({ ...tus.deps, storage }).send(job('video', file).value);
    await flush();
    tus.running.reject(new TusError('HEAD', 0));
    await expect(sent).rejects.toMatchObject({ kind: 'network' });
    expect(api.server.seen).toEqual([]);
    expect(tus.calls).toHaveLength(1);
    expect(storage.uploads[fingerprint]!.uploadUrl).toBe('http://x/u');
  });

  it('stored uploads of other files, older than a week or not well-formed are not resumed', async () => {
    api.route = () => signAnswer;
    const storage = memoryStorage();
    const file = new File(['abc'], 'a.mp4');
    const other = new File(['abcd'], 'a.mp4');
    storage.store({ [fingerprintOf('video', 3, other)]: stored('http://x/other', 'vid-other') });
    void createDefaultTransport({ ...tus.deps, storage }).send(job('video', file).value);
    await flush();
    expect(tus.running.options.uploadUrl).toBeUndefined();

    for (const entry of [stored('http://x/u', 'vid-old', Date.now() - 8 * 86400_000), { uploadUrl: 'http://x/u' }, 'x']) {
      storage.store({ [fingerprintOf('video', 3, file)]: entry });
      void createDefaultTransport({ ...tus.deps, storage }).send(job('video', file).value);
      await flush();
      expect(tus.running.options.uploadUrl).toBeUndefined();
      expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
    }
    storage.entries.set(TUS_UPLOADS_KEY, 'not json');
    void createDefaultTransport({ ...tus.deps, storage }).send(job('video', file).value);
    await flush();
    expect(tus.running.options.uploadUrl).toBeUndefined();
  });

  it('aborting rejects, terminates the upload on the server and forgets it', async () => {
    api.route = () => signAnswer;
    const storage = memoryStorage();
    const controller = new AbortController();
    const sent = createDefaultTransport({ ...tus.deps, storage }).send(job('video', new File(['abc'], 'a.mp4'), controller.signal).value);
    await flush();
    tus.created('http://x/u1');
    expect(Object.keys(storage.uploads)).toHaveLength(1);
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(tus.terminated).toEqual(['http://x/u1']);
    expect(storage.uploads).toEqual({});
  });

  it('aborting before the upload exists terminates nothing', async () => {
    api.route = () => signAnswer;
    const controller = new AbortController();
    const sent = createDefaultTransport({ ...tus.deps, storage: memoryStorage() }).send(
      job('video', new File(['abc'], 'a.mp4'), controller.signal).value,
    );
    await flush();
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(tus.terminated).toEqual([]);
  });

  it('a refused upload rejects with the server message; storage full sets $storageFull', async () => {
    api.route = () => signAnswer;
    const storage = memoryStorage();
    const sent = createDefaultTransport({ ...tus.deps, storage }).send(job('video', new File(['abc'], 'a.mp4')).value);
    await flush();
    tus.running.reject(new TusError('POST', 403, JSON.stringify({ result: 'fail', code: 41301, message: '您的存储空间已达上限' })));
    await expect(sent).rejects.toMatchObject({ kind: 'fail', code: 41301, message: '您的存储空间已达上限', status: 403 });
    expect($storageFull.get()).toBe(true);
    expect(tus.calls).toHaveLength(1);
  });
});
