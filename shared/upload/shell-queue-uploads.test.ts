import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $confirmRequest, $storageFull, answerConfirm } from '@shared/feedback.ts';
import { SHELL_MAX_RETRIES, SHELL_RETRY_DELAY_MS, mediaTypeOf } from './shell-items.ts';
import { UPLOAD_STATUS } from './status.ts';
import { CATEGORY, file, flush, item, items, statuses, toastTexts, useShellQueueFakes } from './testing/shell-queue-harness.ts';

const { failed, pending, uploading, uploaded } = UPLOAD_STATUS;
const fakes = useShellQueueFakes();
const { attached } = fakes;

describe('the shell-wide upload queue', () => {
  it('counts mp3, m4a, wav, aac and wma as audio and every other file as video (spec §5)', () => {
    for (const name of ['a.mp3', 'b.M4A', 'c.wav', 'd.aac', 'e.wma']) expect(mediaTypeOf(name), name).toBe('audio');
    for (const name of ['a.mp4', 'b.mkv', 'c.flac', 'd.pdf', 'noextension']) expect(mediaTypeOf(name), name).toBe('video');
  });

  it('queues each file with its title, type and category, and skips a file whose name is already queued, with a notice', async () => {
    const queue = await attached();
    await queue.add([file('第1课.mp4'), file('朗读.mp3'), file('第1课.mp4', 99)], CATEGORY);
    await queue.add([file('朗读.mp3', 5)], CATEGORY);
    expect(items(queue).map(({ name, title, type, categoryId, categoryName, size }) => ({ name, title, type, categoryId, categoryName, size }))).toEqual([
      { name: '第1课.mp4', title: '第1课', type: 'video', categoryId: 7, categoryName: '第一单元', size: 10 },
      { name: '朗读.mp3', title: '朗读', type: 'audio', categoryId: 7, categoryName: '第一单元', size: 10 },
    ]);
    expect(toastTexts()).toEqual(['已在上传队列中，已跳过：第1课.mp4', '已在上传队列中，已跳过：朗读.mp3']);
    expect(fakes.transport.calls.map((call) => [call.job.file.name, call.job.type, call.job.categoryId])).toEqual([
      ['第1课.mp4', 'video', 7],
      ['朗读.mp3', 'audio', 7],
    ]);
  });

  it('uploads two at a time (spec §9): the third waits for a free slot', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4')], CATEGORY);
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploading, 'c.mp4': pending });
    expect(fakes.transport.live).toHaveLength(2);
    fakes.transport.finish(fakes.transport.running('b.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploaded, 'c.mp4': uploading });
    expect(fakes.transport.live.map((call) => call.job.file.name)).toEqual(['a.mp4', 'c.mp4']);
  });

  it('retries a failed upload twice, after 1 s and 2 s, then shows it failed with the server message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    await queue.add([file('坏.mp4')], CATEGORY);
    for (let attempt = 1; attempt <= SHELL_MAX_RETRIES; attempt++) {
      fakes.transport.fail(fakes.transport.running('坏.mp4'));
      await flush();
      expect(item(queue, '坏.mp4')).toMatchObject({ status: pending, retries: attempt });
      await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS * attempt - 1);
      expect(fakes.transport.calls).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(fakes.transport.calls).toHaveLength(attempt + 1);
    }
    fakes.transport.fail(fakes.transport.running('坏.mp4'));
    await flush();
    expect(fakes.transport.calls).toHaveLength(3);
    expect(item(queue, '坏.mp4')).toMatchObject({ status: failed, error: '服务器内部错误', retries: 2 });
    expect(fakes.transport.live).toHaveLength(0);
    // a retry by hand starts over with fresh retries
    queue.retry(item(queue, '坏.mp4').id);
    await flush();
    expect(item(queue, '坏.mp4')).toMatchObject({ status: uploading, retries: 0 });
  });

  it('on storage full stops: the item fails, the waiting files leave the queue, $storageFull is set, nothing new starts', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4'), file('d.mp4')], CATEGORY);
    fakes.transport.fail(fakes.transport.running('b.mp4'), new ApiError('fail', 41301, '您的存储空间已达上限'));
    await flush();
    expect($storageFull.get()).toBe(true);
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': failed });
    expect(item(queue, 'b.mp4').error).toBe('您的存储空间已达上限');
    expect(fakes.transport.calls).toHaveLength(2); // no retry, and c and d never started
    expect([...fakes.persistence.items.values()].map((stored) => stored.name).sort()).toEqual(['a.mp4', 'b.mp4']);
    // the upload already under way goes on
    fakes.transport.finish(fakes.transport.running('a.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploaded, 'b.mp4': failed });
    expect(fakes.transport.calls).toHaveLength(2);
  });

  it('restarts a file whose progress passes 101% (spec §4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    const first = fakes.transport.running('a.mp4');
    first.job.onProgress(60);
    expect(item(queue, 'a.mp4').process).toBe(60);
    first.job.onProgress(102);
    await flush();
    expect(first.job.pause.aborted).toBe(true);
    expect(first.job.signal.aborted).toBe(false); // the server's copy is kept
    await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS);
    expect(fakes.transport.calls).toHaveLength(2);
    expect(item(queue, 'a.mp4')).toMatchObject({ status: uploading, process: 0 });
  });

  it("cancel asks 'delete this upload task?': yes removes and aborts the upload, no says 'operation cancelled'", async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4')], CATEGORY);
    const id = item(queue, 'a.mp4').id;

    const declined = queue.cancel(id);
    expect($confirmRequest.get()?.message).toBe('确定删除该上传任务吗？');
    answerConfirm($confirmRequest.get()!.id, false);
    await declined;
    expect(toastTexts()).toContain('已取消操作');
    expect(item(queue, 'a.mp4').status).toBe(uploading);

    const call = fakes.transport.running('a.mp4');
    const accepted = queue.cancel(id);
    answerConfirm($confirmRequest.get()!.id, true);
    await accepted;
    await flush();
    expect(call.job.signal.aborted).toBe(true);
    expect(items(queue).map((entry) => entry.name)).toEqual(['b.mp4', 'c.mp4']);
    expect(fakes.persistence.items.has(id)).toBe(false);
    expect(fakes.persistence.files.has(id)).toBe(false);
    expect(statuses(queue)).toEqual({ 'b.mp4': uploading, 'c.mp4': uploading }); // the freed slot is used
  });

  it('refuses files with the quota message when activity_upload_switch is 0 (spec §5/§8)', async () => {
    fakes.switchValue = '0';
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    expect(items(queue)).toEqual([]);
    expect(toastTexts()).toEqual(['账号上传额度已用尽，升级为高级讲师后可继续上传']);
  });
});
