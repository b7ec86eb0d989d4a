import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $storageFull, $toasts } from '@shared/feedback.ts';
import { translate } from '@shared/i18n/i18n.ts';
import type { MaterialKind, VideoStatus } from '@shared/materials/types.ts';
import {
  STATUS_POLL_MS,
  createMaterialUpload,
  isPictureUploadBlocked,
  statusLabelKey,
  type MaterialUpload,
  type TransportJob,
  type TransportResult,
  type UploadTransport,
} from './material-upload.ts';
import { PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';

const { failed, pending, uploading, uploaded, done } = UPLOAD_STATUS;

type Call = { job: TransportJob; resolve(result: TransportResult): void; reject(error: unknown): void };

/** A transport whose sends the test finishes by hand, and whose processing states the test sets. */
class FakeTransport implements UploadTransport {
  calls: Call[] = [];
  statusCalls: string[] = [];
  statuses = new Map<string, Partial<VideoStatus>>();
  statusError = false;

  send(job: TransportJob): Promise<TransportResult> {
    return new Promise((resolve, reject) => {
      this.calls.push({ job, resolve, reject });
      job.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  videoStatus(videoId: string): Promise<VideoStatus> {
    this.statusCalls.push(videoId);
    if (this.statusError) return Promise.reject(new ApiError('network', 0, 'down'));
    return Promise.resolve({ video_id: videoId, status: PROCESSING_STATUS.processing, material_id: null, ...this.statuses.get(videoId) });
  }

  get active(): Call {
    return this.calls.at(-1)!;
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const file = (name: string, size = 4) => new File([new Uint8Array(size)], name);
const uploads: MaterialUpload[] = [];

function dialog(kind: MaterialKind, transport = new FakeTransport()) {
  const upload = createMaterialUpload(kind, { categoryId: 3, transport });
  uploads.push(upload);
  const statuses = () => upload.$state.get().items.map((item) => item.status);
  return { upload, transport, statuses, state: () => upload.$state.get() };
}

afterEach(() => {
  for (const upload of uploads.splice(0)) upload.destroy();
  $toasts.set([]);
  $storageFull.set(false);
  vi.useRealTimers();
});

describe('adding files (spec §5)', () => {
  it('queues accepted files as pending items with suffix and size', () => {
    const { upload, state } = dialog('picture');
    const added = upload.add([file('海报.PNG', 10), file('b.jpg')]);
    expect(added).toHaveLength(2);
    expect(state().items[0]).toMatchObject({ name: '海报.PNG', status: pending, suffix: 'png', size: 10, process: 0 });
    expect(state().items.map((item) => item.id)).toEqual(added.map((item) => item.id));
    expect(new Set(added.map((item) => item.id)).size).toBe(2);
    expect(state().phase).toBe('show');
  });

  it('refuses a file of another kind with a toast naming it, and queues the rest', () => {
    const { upload, state } = dialog('audio');
    upload.add([file('song.mp3'), file('clip.mp4'), file('notes')]);
    expect(state().items.map((item) => item.name)).toEqual(['song.mp3']);
    expect($toasts.get().map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', '不支持的文件格式：clip.mp4'],
      ['error', '不支持的文件格式：notes'],
    ]);
  });

  it('refuses a file above the size limit of its kind', () => {
    const { upload, state } = dialog('picture');
    upload.add([file('big.png', 20 * 1024 * 1024 + 1)]);
    expect(state().items).toEqual([]);
    expect($toasts.get()[0]?.message).toBe('文件过大：big.png（上限 20 MB）');
  });
});

describe('the queue', () => {
  it('uploads one file after another, reporting progress, and finishes when all pictures are 100', async () => {
    const { upload, transport, statuses, state } = dialog('picture');
    upload.add([file('a.png'), file('b.png')]);
    const run = upload.start();
    await flush();
    expect(state().phase).toBe('uploading');
    expect(transport.calls).toHaveLength(1);
    expect(transport.active.job).toMatchObject({ kind: 'picture', categoryId: 3 });
    expect(transport.active.job.file.name).toBe('a.png');
    expect(statuses()).toEqual([uploading, pending]);
    transport.active.job.onProgress(42.4);
    expect(state().items[0]!.process).toBe(42);
    transport.active.resolve({ material: { id: 31 } as TransportResult['material'] });
    await flush();
    expect(statuses()).toEqual([done, uploading]);
    expect(state().items[0]).toMatchObject({ process: 100, materialId: 31 });
    expect(transport.calls).toHaveLength(2);
    expect(state().phase).toBe('uploading');
    transport.active.resolve({});
    await run;
    expect(statuses()).toEqual([done, done]);
    expect(state()).toMatchObject({ phase: 'finish', notice: false, canBatchCreate: false });
  });

  it('start does nothing without pending items', async () => {
    const { upload, transport, state } = dialog('document');
    await upload.start();
    expect(state().phase).toBe('show');
    expect(transport.calls).toEqual([]);
  });

  it('refuses to close while uploading with 正在上传中，请稍后关闭 (spec §5)', async () => {
    const { upload, transport } = dialog('document');
    expect(upload.requestClose()).toBe(true);
    upload.add([file('a.pdf')]);
    const run = upload.start();
    await flush();
    expect(upload.requestClose()).toBe(false);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '正在上传中，请稍后关闭' })]);
    transport.active.resolve({});
    await run;
    expect(upload.requestClose()).toBe(true);
  });

  it('a failed item gets -1 with the server message and the queue goes on', async () => {
    const { upload, transport, statuses, state } = dialog('document');
    upload.add([file('a.pdf'), file('b.pdf')]);
    const run = upload.start();
    await flush();
    transport.active.reject(new ApiError('fail', 1, '文件已损坏'));
    await flush();
    expect(statuses()).toEqual([failed, uploading]);
    expect(state().items[0]!.error).toBe('文件已损坏');
    transport.active.resolve({});
    await run;
    expect(statuses()).toEqual([failed, done]);
    expect(state().phase).toBe('finish');
  });

  it('a storage-full answer stops the queue, keeps the rest pending and sets $storageFull', async () => {
    const { upload, transport, statuses, state } = dialog('picture');
    upload.add([file('a.png'), file('b.png'), file('c.png')]);
    const run = upload.start();
    await flush();
    transport.active.reject(new ApiError('fail', 41301, '您的存储空间已达上限'));
    await run;
    expect(statuses()).toEqual([failed, pending, pending]);
    expect(transport.calls).toHaveLength(1);
    expect($storageFull.get()).toBe(true);
    expect(state().phase).toBe('show');
    // after an upgrade, start goes on with the pending ones
    const again = upload.start();
    await flush();
    expect(transport.calls).toHaveLength(2);
    expect(statuses()).toEqual([failed, uploading, pending]);
    transport.active.resolve({});
    await flush();
    transport.active.resolve({});
    await again;
    expect(state().phase).toBe('finish');
  });

  it('removing the uploading item aborts it and the next one starts; an emptied queue goes back to show', async () => {
    const { upload, transport, state } = dialog('picture');
    const [first, second] = upload.add([file('a.png'), file('b.png')]);
    const run = upload.start();
    await flush();
    const firstJob = transport.active.job;
    upload.remove(first!.id);
    await flush();
    expect(firstJob.signal.aborted).toBe(true);
    expect(transport.calls).toHaveLength(2);
    expect(transport.active.job.file.name).toBe('b.png');
    upload.remove(second!.id);
    await run;
    expect(state()).toMatchObject({ phase: 'show', items: [] });
  });

  it('removing a pending item drops it without sending', async () => {
    const { upload, transport, state } = dialog('picture');
    const [, second] = upload.add([file('a.png'), file('b.png')]);
    const run = upload.start();
    await flush();
    upload.remove(second!.id);
    transport.active.resolve({});
    await run;
    expect(transport.calls).toHaveLength(1);
    expect(state().items.map((item) => item.name)).toEqual(['a.png']);
    expect(state().phase).toBe('finish');
  });

  it('files added after finish start a new round from show', async () => {
    const { upload, transport, state } = dialog('document');
    upload.add([file('a.pdf')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({});
    await run;
    expect(state().phase).toBe('finish');
    upload.add([file('b.pdf')]);
    expect(state().phase).toBe('show');
  });

  it('reset aborts everything and empties the dialog', async () => {
    const { upload, transport, state } = dialog('picture');
    upload.add([file('a.png'), file('b.png')]);
    const run = upload.start();
    await flush();
    upload.reset();
    await run;
    expect(transport.calls[0]!.job.signal.aborted).toBe(true);
    expect(transport.calls).toHaveLength(1);
    expect(state()).toMatchObject({ phase: 'show', items: [], notice: false, canBatchCreate: false });
  });
});

describe('audio and video processing', () => {
  it('video: 2 once the bytes are in; finish once every item is 2 or 100, with the notice and batch create', async () => {
    vi.useFakeTimers();
    const { upload, transport, statuses, state } = dialog('video');
    upload.add([file('a.mp4'), file('b.mp4')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'va' });
    await flush();
    expect(statuses()).toEqual([uploaded, uploading]);
    expect(state().items[0]).toMatchObject({ process: 100, video: { video_id: 'va' } });
    expect(state().phase).toBe('uploading');
    transport.active.resolve({ video_id: 'vb' });
    await run;
    expect(statuses()).toEqual([uploaded, uploaded]);
    expect(state()).toMatchObject({ phase: 'finish', notice: true, canBatchCreate: true });
    expect(upload.requestClose()).toBe(true);

    upload.acknowledgeNotice();
    expect(state().notice).toBe(false);
    transport.statuses.set('va', { status: PROCESSING_STATUS.processed, material_id: 41 });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(statuses()).toEqual([done, uploaded]);
    expect(state().items[0]!.materialId).toBe(41);
    expect(state()).toMatchObject({ phase: 'finish', notice: false });
  });

  it('video: asks for the processing state every 3 s until it is 2, then stops', async () => {
    vi.useFakeTimers();
    const { upload, transport } = dialog('video');
    upload.add([file('a.mp4')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'va' });
    await run;
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(transport.statusCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.statusCalls).toEqual(['va']);
    transport.statusError = true; // a passing failure: asked again
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(transport.statusCalls).toHaveLength(2);
    transport.statusError = false;
    transport.statuses.set('va', { status: PROCESSING_STATUS.processed });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3);
    expect(transport.statusCalls).toHaveLength(3);
  });

  it('audio: uploading until processed, then 2; finish when all are 2, with batch create and no notice', async () => {
    vi.useFakeTimers();
    const { upload, transport, statuses, state } = dialog('audio');
    upload.add([file('a.mp3')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'aa' });
    await run;
    expect(statuses()).toEqual([uploading]);
    expect(state().items[0]!.process).toBe(100);
    expect(state().phase).toBe('uploading');
    expect(upload.requestClose()).toBe(false);
    transport.statuses.set('aa', { status: PROCESSING_STATUS.processed, material_id: 7 });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(statuses()).toEqual([uploaded]);
    expect(state()).toMatchObject({ phase: 'finish', notice: false, canBatchCreate: true });
    expect(state().items[0]!.materialId).toBe(7);
  });

  it('a processing failure marks the item -1 with the message', async () => {
    vi.useFakeTimers();
    const { upload, transport, statuses, state } = dialog('video');
    upload.add([file('a.mp4')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'va' });
    await run;
    transport.statuses.set('va', { status: PROCESSING_STATUS.failed, message: '无法解码' });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(statuses()).toEqual([failed]);
    expect(state().items[0]!.error).toBe('无法解码');
  });

  it('no notice and no batch create when every video failed', async () => {
    const { upload, transport, state } = dialog('video');
    upload.add([file('a.mp4')]);
    const run = upload.start();
    await flush();
    transport.active.reject(new ApiError('fail', 1, 'bad'));
    await run;
    expect(state()).toMatchObject({ phase: 'finish', notice: false, canBatchCreate: false });
  });

  it('an answer without a video_id fails the item', async () => {
    const { upload, transport, state } = dialog('audio');
    upload.add([file('a.mp3')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({});
    await run;
    expect(state().items[0]).toMatchObject({ status: failed, error: '上传失败，请稍后重试' });
  });

  it('destroy stops the polling', async () => {
    vi.useFakeTimers();
    const { upload, transport } = dialog('video');
    upload.add([file('a.mp4')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'va' });
    await run;
    upload.destroy();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3);
    expect(transport.statusCalls).toEqual([]);
  });
});

describe('helpers', () => {
  it('names the item statuses per kind', () => {
    const word = (kind: MaterialKind, status: Parameters<typeof statusLabelKey>[1]) =>
      translate('zh-CN', statusLabelKey(kind, status));
    expect(word('picture', pending)).toBe('等待上传');
    expect(word('picture', uploading)).toBe('上传中');
    expect(word('picture', done)).toBe('上传完成');
    expect(word('audio', uploaded)).toBe('上传完成');
    expect(word('video', uploaded)).toBe('转码中');
    expect(word('video', done)).toBe('上传完成');
    expect(word('document', failed)).toBe('上传失败');
  });

  it("blocks picture uploads when activity_upload_switch is '0' (spec §5)", () => {
    expect(isPictureUploadBlocked('0')).toBe(true);
    expect(isPictureUploadBlocked('1')).toBe(false);
    expect(isPictureUploadBlocked(undefined)).toBe(false);
  });

  it('has the dialog texts verbatim', () => {
    expect(translate('zh-CN', 'upload.videoNotice')).toBe(
      '视频已全部上传完成，您可以关闭上传窗口，继续进行其他操作，转码完成会后将自动更新视频状态',
    );
    expect(translate('zh-CN', 'upload.gotIt')).toBe('我知道了');
    expect(translate('zh-CN', 'upload.closeRefused')).toBe('正在上传中，请稍后关闭');
  });
});
