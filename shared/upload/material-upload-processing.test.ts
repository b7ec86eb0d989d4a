import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { STATUS_POLL_MS } from './material-upload.ts';
import { PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';
import { file, flush, useUploadDialogs } from './testing/material-upload-harness.ts';

const { failed, uploading, uploaded, done } = UPLOAD_STATUS;
const dialog = useUploadDialogs();

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

  it('audio: 2 (done) as soon as the bytes are in; finish at once, with batch create and no notice', async () => {
    vi.useFakeTimers();
    const { upload, transport, statuses, state } = dialog('audio');
    upload.add([file('a.mp3')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'aa' });
    await run;
    expect(statuses()).toEqual([uploaded]);
    expect(state().items[0]!.process).toBe(100);
    expect(state()).toMatchObject({ phase: 'finish', notice: false, canBatchCreate: true });
    expect(upload.requestClose()).toBe(true);
    // processing goes on: its answer brings the material id, and the item stays done
    transport.statuses.set('aa', { status: PROCESSING_STATUS.processed, material_id: 7 });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(statuses()).toEqual([uploaded]);
    expect(state().items[0]!.materialId).toBe(7);
    expect(state().phase).toBe('finish');
  });

  it('audio: a processing that fails after the bytes went in marks the item -1', async () => {
    vi.useFakeTimers();
    const { upload, transport, statuses } = dialog('audio');
    upload.add([file('a.mp3')]);
    const run = upload.start();
    await flush();
    transport.active.resolve({ video_id: 'aa' });
    await run;
    transport.statuses.set('aa', { status: PROCESSING_STATUS.failed, message: '无法解码' });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(statuses()).toEqual([failed]);
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
