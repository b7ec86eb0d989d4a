import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest, PreviousUpload, UploadOptions } from 'tus-js-client';
import { answer, type SeenRequest } from '../api/testing/scripted-server.ts';
import { $storageFull } from '../feedback.ts';
import { MATERIAL_PATHS } from '../materials/paths.ts';
import { saveLogin } from '../session/session.ts';
import { FetchXhr } from './testing/fetch-xhr.ts';
import { TUS_CHUNK_SIZE, TUS_VIDEO_IDS_KEY, createDefaultTransport, fingerprintOf, titleOf, toUploadError, type TusUpload } from './transports.ts';
import type { TransportJob } from './transport-types.ts';
import { useScriptedApi } from '../api/testing/api-harness.ts';

const api = useScriptedApi();
const seconds = () => Math.floor(Date.now() / 1000);
let route: (request: SeenRequest) => unknown = () => ({ result: 'ok' });

/** A fake tus Upload: records its options, and the test drives its callbacks. */
class FakeUpload implements TusUpload {
  static instances: FakeUpload[] = [];
  static previous: PreviousUpload[] = [];
  url: string | null = null;
  started = false;
  resumedFrom?: PreviousUpload;
  aborted?: boolean;
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeUpload.instances.push(this);
  }
  start(): void {
    this.started = true;
  }
  abort(shouldTerminate?: boolean): Promise<void> {
    this.aborted = shouldTerminate ?? false;
    return Promise.resolve();
  }
  findPreviousUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve(FakeUpload.previous);
  }
  resumeFromPreviousUpload(previous: PreviousUpload): void {
    this.resumedFrom = previous;
    this.url = previous.uploadUrl;
  }
  /** the upload that was started (the first one is only a probe for previous uploads) */
  static get running(): FakeUpload {
    return FakeUpload.instances.filter((upload) => upload.started).at(-1)!;
  }
  /** the server made the upload: its URL is known */
  created(url: string): void {
    this.url = url;
    this.options.onUploadUrlAvailable?.();
  }
}

/** A Map-backed storage for the video ids of unfinished uploads. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    entries,
  };
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function job(kind: TransportJob['kind'], file: File, signal = new AbortController().signal) {
  const progress: number[] = [];
  const value: TransportJob = { kind, file, categoryId: 3, signal, onProgress: (percent) => progress.push(percent) };
  return { value, progress };
}

beforeEach(() => {
  route = () => ({ result: 'ok' });
  api.server.handle((request, res) => answer(res, 200, route(request)));
  FakeUpload.instances = [];
  FakeUpload.previous = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pictures and documents: uploadSource', () => {
  it('a picture goes with its width and height read in the browser', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    route = () => ({ result: 'ok', data: { id: 31 } });
    const transport = createDefaultTransport({ readImageSize: () => Promise.resolve({ width: 800, height: 600 }) });
    const { value, progress } = job('picture', new File(['png'], 'a.png'));
    await expect(transport.send(value)).resolves.toEqual({ material: { id: 31 } });
    const request = api.server.seen.at(-1)!;
    expect(request.path).toBe(MATERIAL_PATHS.uploadSource('picture'));
    expect(request.body).toContain('name="info"\r\n\r\n{"width":800,"height":600}\r\n');
    expect(request.body).toContain('name="categoryId"\r\n\r\n3\r\n');
    expect(progress).toEqual([50, 100]);
  });

  it('a picture whose size cannot be read, and a document, go with an empty info', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    const readImageSize = vi.fn(() => Promise.resolve(undefined));
    const transport = createDefaultTransport({ readImageSize });
    await transport.send(job('picture', new File(['x'], 'a.gif')).value);
    expect(api.server.seen.at(-1)!.body).toContain('name="info"\r\n\r\n{}\r\n');
    await transport.send(job('document', new File(['x'], 'a.pdf')).value);
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.uploadSource('document'));
    expect(api.server.seen.at(-1)!.body).toContain('name="info"\r\n\r\n{}\r\n');
    expect(readImageSize).toHaveBeenCalledTimes(1);
  });

  it('videoStatus asks the server', async () => {
    route = () => ({ result: 'ok', data: { video_id: 'v1', status: 2, material_id: 4 } });
    await expect(createDefaultTransport().videoStatus('v1')).resolves.toMatchObject({ status: 2 });
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.videoStatus('v1'));
  });
});

describe('audio and video: sign, then tus', () => {
  const signAnswer = { result: 'ok', sign: 'sig-1', video_id: 'vid-1', upload_url: '/api/v3/vod/upload' };

  it('gets a sign for the category and title, then uploads to upload_url with the sign in the metadata', async () => {
    route = () => signAnswer;
    const storage = memoryStorage();
    const transport = createDefaultTransport({ Upload: FakeUpload, storage });
    const file = new File(['mp4-bytes'], '第一课.mp4', { type: 'video/mp4' });
    const { value, progress } = job('video', file);
    const sent = transport.send(value);
    await flush();

    const sign = api.server.seen.at(-1)!;
    expect(sign.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
    expect(Object.fromEntries(new URLSearchParams(sign.body))).toEqual({ categoryId: '3', title: '第一课' });

    const upload = FakeUpload.running;
    expect(upload.file).toBe(file);
    expect(upload.options).toMatchObject({
      endpoint: `${api.server.url}/api/v3/vod/upload`,
      metadata: { sign: 'sig-1', filename: '第一课.mp4', filetype: 'video/mp4' },
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(TUS_CHUNK_SIZE).toBe(8 * 1024 * 1024);
    await expect(upload.options.fingerprint!(file, upload.options)).resolves.toBe(fingerprintOf('video', 3, file));

    const headers = new Map<string, string>();
    await upload.options.onBeforeRequest!({ setHeader: (name: string, v: string) => headers.set(name, v) } as unknown as HttpRequest);
    expect(headers.get('Authorization')).toBe('tok-1');

    upload.created(`${api.server.url}/api/v3/vod/upload/abc`);
    expect(JSON.parse(storage.entries.get(TUS_VIDEO_IDS_KEY)!)).toMatchObject({
      [`${api.server.url}/api/v3/vod/upload/abc`]: { id: 'vid-1' },
    });
    upload.options.onProgress!(5, 10);
    upload.options.onProgress!(10, 10);
    expect(progress).toEqual([50, 100]);
    upload.options.onSuccess!({ lastResponse: {} as never });
    await expect(sent).resolves.toEqual({ video_id: 'vid-1' });
    expect(JSON.parse(storage.entries.get(TUS_VIDEO_IDS_KEY)!)).toEqual({});
  });

  it('an audio file without a type goes as application/octet-stream', async () => {
    route = () => signAnswer;
    const transport = createDefaultTransport({ Upload: FakeUpload, storage: memoryStorage() });
    void transport.send(job('audio', new File(['x'], 'a.mp3')).value);
    await flush();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('audio'));
    expect(FakeUpload.running.options.metadata).toEqual({ sign: 'sig-1', filename: 'a.mp3', filetype: 'application/octet-stream' });
  });

  it('a file added again resumes its unfinished upload under its earlier video_id, without a new sign', async () => {
    const storage = memoryStorage();
    const url = `${api.server.url}/api/v3/vod/upload/old`;
    storage.setItem(TUS_VIDEO_IDS_KEY, JSON.stringify({ [url]: { id: 'vid-old', at: Date.now() } }));
    FakeUpload.previous = [
      { size: 3, metadata: { sign: 'sig-old' }, creationTime: new Date().toISOString(), urlStorageKey: 'k', uploadUrl: url, parallelUploadUrls: null },
    ];
    const transport = createDefaultTransport({ Upload: FakeUpload, storage });
    const sent = transport.send(job('video', new File(['abc'], 'a.mp4')).value);
    await flush();
    const upload = FakeUpload.running;
    expect(upload.resumedFrom?.uploadUrl).toBe(url);
    expect(upload.options.endpoint).toBeNull();
    expect(upload.options.metadata).toEqual({ sign: 'sig-old' });
    expect(api.server.seen).toEqual([]);
    upload.options.onSuccess!({ lastResponse: {} as never });
    await expect(sent).resolves.toEqual({ video_id: 'vid-old' });
  });

  it('a resume the server refuses starts over with a fresh sign', async () => {
    route = () => signAnswer;
    const storage = memoryStorage();
    const url = `${api.server.url}/api/v3/vod/upload/gone`;
    storage.setItem(TUS_VIDEO_IDS_KEY, JSON.stringify({ [url]: { id: 'vid-old', at: Date.now() } }));
    FakeUpload.previous = [
      { size: 3, metadata: { sign: 'sig-old' }, creationTime: new Date().toISOString(), urlStorageKey: 'k', uploadUrl: url, parallelUploadUrls: null },
    ];
    const transport = createDefaultTransport({ Upload: FakeUpload, storage });
    const sent = transport.send(job('video', new File(['abc'], 'a.mp4')).value);
    await flush();
    FakeUpload.running.options.onError!(new Error('tus: unable to resume upload'));
    await flush();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
    const fresh = FakeUpload.running;
    expect(fresh.resumedFrom).toBeUndefined();
    expect(fresh.options.metadata).toMatchObject({ sign: 'sig-1' });
    expect(JSON.parse(storage.entries.get(TUS_VIDEO_IDS_KEY)!)).not.toHaveProperty(url);
    fresh.options.onSuccess!({ lastResponse: {} as never });
    await expect(sent).resolves.toEqual({ video_id: 'vid-1' });
  });

  it('previous uploads without a known video_id are not resumed', async () => {
    route = () => signAnswer;
    FakeUpload.previous = [
      { size: 3, metadata: {}, creationTime: new Date().toISOString(), urlStorageKey: 'k', uploadUrl: 'http://x/u', parallelUploadUrls: null },
    ];
    void createDefaultTransport({ Upload: FakeUpload, storage: memoryStorage() }).send(job('video', new File(['abc'], 'a.mp4')).value);
    await flush();
    expect(FakeUpload.running.resumedFrom).toBeUndefined();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.createSourceSign('video'));
  });

  it('aborting terminates the upload and rejects', async () => {
    route = () => signAnswer;
    const controller = new AbortController();
    const sent = createDefaultTransport({ Upload: FakeUpload, storage: memoryStorage() }).send(
      job('video', new File(['abc'], 'a.mp4'), controller.signal).value,
    );
    await flush();
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeUpload.running.aborted).toBe(true);
  });

  it('a refused upload rejects with the server message; storage full sets $storageFull', async () => {
    route = () => signAnswer;
    const sent = createDefaultTransport({ Upload: FakeUpload, storage: memoryStorage() }).send(
      job('video', new File(['abc'], 'a.mp4')).value,
    );
    await flush();
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 403, getBody: () => JSON.stringify({ result: 'fail', code: 41301, message: '您的存储空间已达上限' }) },
    });
    FakeUpload.running.options.onError!(refusal);
    await expect(sent).rejects.toMatchObject({ kind: 'fail', code: 41301, message: '您的存储空间已达上限', status: 403 });
    expect($storageFull.get()).toBe(true);
  });
});

describe('helpers', () => {
  it('titleOf drops the extension', () => {
    expect(titleOf('第一课.mp4')).toBe('第一课');
    expect(titleOf('a.b.mp3')).toBe('a.b');
    expect(titleOf('noext')).toBe('noext');
  });

  it('fingerprintOf tells users, categories and files apart', () => {
    const file = new File(['abc'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    const same = new File(['xyz'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    expect(fingerprintOf('video', 3, file)).toBe(fingerprintOf('video', 3, same));
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('video', 4, file));
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('audio', 3, file));
    const other = new File(['abcd'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('video', 3, other));
    const before = fingerprintOf('video', 3, file);
    saveLogin({
      token: { id: 'tok-2', exp: seconds() + 3600 },
      refresh_token: { id: 'ref-2', exp: seconds() + 86400 },
      user: { id: 8, nickname: 'm', avatar: '', uid: 'u8', uuid: 'main_8' },
    });
    expect(fingerprintOf('video', 3, file)).not.toBe(before);
  });

  it('toUploadError: no answer is a network error; an answer that is no JSON names the status', () => {
    expect(toUploadError(new Error('offline'))).toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
    const error = Object.assign(new Error('x'), { originalResponse: { getStatus: () => 502, getBody: () => 'bad gateway' } });
    expect(toUploadError(error)).toMatchObject({ kind: 'fail', code: 502, message: '服务异常（502），请稍后重试' });
  });
});
