import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $storageFull, $toasts } from '@shared/feedback.ts';
import type { TransportResult } from './transport-types.ts';
import { UPLOAD_STATUS } from './status.ts';
import { file, flush, useUploadDialogs } from './testing/material-upload-harness.ts';

const { failed, pending, uploading, done } = UPLOAD_STATUS;
const dialog = useUploadDialogs();

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
