import { describe, expect, it, vi } from 'vitest';
import { needsFile } from './shell-queue.ts';
import { UPLOAD_STATUS } from './status.ts';
import { CATEGORY, FakeTransport, file, flush, item, items, toastTexts, useShellQueueFakes } from './testing/shell-queue-harness.ts';

const { pending, uploading, uploaded } = UPLOAD_STATUS;
const fakes = useShellQueueFakes();
const { makeQueue, attached } = fakes;

describe('the queue across reloads (persistence)', () => {
  it('comes back after a reload: unfinished files go on with their stored file, uploaded ones are polled again', async () => {
    const before = await attached();
    await before.add([file('a.mp4'), file('b.wav'), file('c.mp4')], CATEGORY);
    fakes.transport.finish(fakes.transport.running('b.wav'), 'vid-b');
    await flush();
    fakes.transport.running('a.mp4').job.onProgress(40);
    // the page goes away without a word: nothing is aborted
    const previous = fakes.transport;
    fakes.transport = new FakeTransport();

    const after = await attached();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the status question of an uploaded item
    expect(items(after).map(({ name, status }) => [name, status])).toEqual([
      ['a.mp4', uploading],
      ['b.wav', uploaded],
      ['c.mp4', uploading],
    ]);
    expect(fakes.transport.calls.map((call) => call.job.file)).toEqual([previous.calls[0]!.job.file, previous.calls[2]!.job.file]);
    expect(fakes.transport.statusCalls).toEqual(['vid-b']);
    expect(item(after, 'b.wav')).toMatchObject({ video_id: 'vid-b', categoryName: '第一单元' });
    expect(fakes.persistence.files.has(item(after, 'b.wav').id)).toBe(false); // its bytes are in: the copy is gone
  });

  it('without the stored file asks for it again, and takes the same file (name and size) when chosen', async () => {
    fakes.online = false;
    const before = await attached();
    await before.add([file('大视频.mp4', 40)], CATEGORY);
    const id = item(before, '大视频.mp4').id;
    await flush();
    fakes.persistence.files.delete(id); // the browser could not keep it

    fakes.online = true;
    const after = await attached();
    const restored = item(after, '大视频.mp4');
    expect(restored.status).toBe(pending);
    expect(needsFile(restored)).toBe(true);
    expect(fakes.transport.calls).toHaveLength(0);

    await after.add([file('大视频.mp4', 41)], CATEGORY); // another file of that name: a duplicate
    expect(toastTexts()).toContain('已在上传队列中，已跳过：大视频.mp4');
    const again = file('大视频.mp4', 40);
    await after.add([again], CATEGORY);
    await flush();
    expect(items(after)).toHaveLength(1);
    expect(fakes.transport.calls.map((call) => call.job.file)).toEqual([again]);
    expect(fakes.persistence.files.get(id)).toBe(again);
  });

  it("keeps each account's queue apart", async () => {
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    fakes.user = 2;
    for (const listener of fakes.accountListeners) listener();
    await flush();
    expect(items(queue)).toEqual([]);
    expect(fakes.transport.calls[0]!.job.pause.aborted).toBe(true);
    fakes.user = 1;
    for (const listener of fakes.accountListeners) listener();
    await flush();
    expect(items(queue).map((entry) => entry.name)).toEqual(['a.mp4']);
  });

  it('leaves nothing running once the last view detaches', async () => {
    vi.useFakeTimers();
    const queue = makeQueue();
    const first = queue.attach();
    const second = queue.attach();
    await flush();
    await queue.add([file('a.mp4'), file('b.mp4')], CATEGORY);
    fakes.transport.finish(fakes.transport.running('a.mp4'));
    await flush();
    first();
    expect(fakes.networkListeners.size).toBe(1);
    second();
    second();
    expect(fakes.networkListeners.size).toBe(0);
    expect(fakes.accountListeners.size).toBe(0);
    expect(fakes.transport.calls[1]!.job.pause.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
