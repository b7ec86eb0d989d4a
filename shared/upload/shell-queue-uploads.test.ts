import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $confirmRequest, $storageFull, $toasts, answerConfirm } from '@shared/feedback.ts';
import { $materialsAdded } from '@shared/materials/changes.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import { memoryPersistence } from './persistence-memory.ts';
import {
  SHELL_MAX_RETRIES,
  SHELL_RETRY_DELAY_MS,
  VIDEO_STATUS_POLL_MS,
  createShellQueue,
  mediaTypeOf,
  needsFile,
  type RoundItem,
  type ShellJob,
  type ShellQueue,
  type ShellTransport,
  type StoredShellItem,
} from './shell-queue.ts';
import { PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';

const { failed, pending, uploading, uploaded, done } = UPLOAD_STATUS;

type Call = { job: ShellJob; resolve(videoId: string): void; reject(error: unknown): void };

/** A transport whose uploads the test settles by hand; aborts (cancel or pause) reject like the real one. */
class FakeTransport implements ShellTransport {
  calls: Call[] = [];
  statusCalls: string[] = [];
  statuses = new Map<string, VideoStatus['status']>();
  private serial = 0;

  send(job: ShellJob): Promise<{ video_id: string }> {
    return new Promise((resolve, reject) => {
      this.calls.push({ job, resolve: (videoId) => resolve({ video_id: videoId }), reject });
      const call = this.calls.at(-1) as Call & { settled?: boolean };
      const abort = () => {
        call.settled = true;
        reject(new ApiError('network', 0, '网络异常'));
      };
      job.signal.addEventListener('abort', abort);
      job.pause.addEventListener('abort', abort);
    });
  }

  videoStatus(videoId: string): Promise<VideoStatus> {
    this.statusCalls.push(videoId);
    return Promise.resolve({ video_id: videoId, status: this.statuses.get(videoId) ?? PROCESSING_STATUS.processing, material_id: 500 + this.statusCalls.length });
  }

  /** the uploads not settled yet */
  get live(): Call[] {
    return this.calls.filter((call) => !(call as Call & { settled?: boolean }).settled);
  }

  finish(call: Call, videoId = `v${++this.serial}`): void {
    (call as Call & { settled?: boolean }).settled = true;
    call.resolve(videoId);
  }

  fail(call: Call, error: unknown = new ApiError('fail', 50000, '服务器内部错误')): void {
    (call as Call & { settled?: boolean }).settled = true;
    call.reject(error);
  }

  running(name: string): Call {
    const call = this.live.filter((c) => c.job.file.name === name).at(-1);
    if (!call) throw new Error(`${name} is not uploading`);
    return call;
  }
}

const flush = async () => {
  for (let i = 0; i < 200; i++) await Promise.resolve();
};
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 });
const CATEGORY = { id: 7, name: '第一单元' };

let transport: FakeTransport;
let persistence: ReturnType<typeof memoryPersistence<StoredShellItem>>;
let user: number | undefined;
let online: boolean;
let switchValue: string | undefined;
const accountListeners = new Set<() => void>();
const networkListeners = new Set<(online: boolean) => void>();
const detachers: (() => void)[] = [];

function makeQueue(): ShellQueue {
  const queue = createShellQueue({
    transport,
    persistence,
    account: {
      current: () => user,
      watch: (listener) => {
        accountListeners.add(listener);
        return () => accountListeners.delete(listener);
      },
    },
    uploadSwitch: async () => switchValue,
    network: {
      online: () => online,
      watch: (listener) => {
        networkListeners.add(listener);
        return () => networkListeners.delete(listener);
      },
    },
  });
  return queue;
}

async function attached(queue = makeQueue()): Promise<ShellQueue> {
  detachers.push(queue.attach());
  await flush();
  return queue;
}

const items = (queue: ShellQueue) => queue.$state.get().items;
const item = (queue: ShellQueue, name: string) => items(queue).find((entry) => entry.name === name)!;
const statuses = (queue: ShellQueue) => Object.fromEntries(items(queue).map((entry) => [entry.name, entry.status]));
const toastTexts = () => $toasts.get().map((toast) => toast.message);
function setOnline(value: boolean) {
  online = value;
  for (const listener of networkListeners) listener(value);
}

beforeEach(() => {
  transport = new FakeTransport();
  persistence = memoryPersistence<StoredShellItem>();
  user = 1;
  online = true;
  switchValue = '1';
  $toasts.set([]);
  $storageFull.set(false);
});

afterEach(() => {
  for (const detach of detachers.splice(0)) detach();
  const request = $confirmRequest.get();
  if (request) answerConfirm(request.id, false);
  vi.useRealTimers();
});

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
    expect(transport.calls.map((call) => [call.job.file.name, call.job.type, call.job.categoryId])).toEqual([
      ['第1课.mp4', 'video', 7],
      ['朗读.mp3', 'audio', 7],
    ]);
  });

  it('uploads two at a time (spec §9): the third waits for a free slot', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4')], CATEGORY);
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploading, 'c.mp4': pending });
    expect(transport.live).toHaveLength(2);
    transport.finish(transport.running('b.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploaded, 'c.mp4': uploading });
    expect(transport.live.map((call) => call.job.file.name)).toEqual(['a.mp4', 'c.mp4']);
  });

  it('retries a failed upload twice, after 1 s and 2 s, then shows it failed with the server message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    await queue.add([file('坏.mp4')], CATEGORY);
    for (let attempt = 1; attempt <= SHELL_MAX_RETRIES; attempt++) {
      transport.fail(transport.running('坏.mp4'));
      await flush();
      expect(item(queue, '坏.mp4')).toMatchObject({ status: pending, retries: attempt });
      await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS * attempt - 1);
      expect(transport.calls).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(transport.calls).toHaveLength(attempt + 1);
    }
    transport.fail(transport.running('坏.mp4'));
    await flush();
    expect(transport.calls).toHaveLength(3);
    expect(item(queue, '坏.mp4')).toMatchObject({ status: failed, error: '服务器内部错误', retries: 2 });
    expect(transport.live).toHaveLength(0);
    // a retry by hand starts over with fresh retries
    queue.retry(item(queue, '坏.mp4').id);
    await flush();
    expect(item(queue, '坏.mp4')).toMatchObject({ status: uploading, retries: 0 });
  });

  it('after the bytes are in, asks the status at once and then every 120 s until it says processed (spec §4)', async () => {
    vi.useFakeTimers();
    const queue = await attached();
    const rounds: RoundItem[][] = [];
    detachers.push(queue.onRound((round) => rounds.push(round)));
    await queue.add([file('课.mp4', 30)], CATEGORY);
    transport.finish(transport.running('课.mp4'), 'vid-1');
    await flush();
    expect(item(queue, '课.mp4')).toMatchObject({ status: uploaded, process: 100, video_id: 'vid-1', materialId: 501 });
    expect(item(queue, '课.mp4').video).toBeUndefined();
    expect(rounds).toEqual([[{ id: 501, file_name: '课.mp4', size: 30, type: 'video', video_id: 'vid-1' }]]);
    expect($materialsAdded.get()?.kind).toBe('video');

    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS - 1);
    expect(transport.statusCalls).toEqual(['vid-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.statusCalls).toEqual(['vid-1', 'vid-1']);
    expect(item(queue, '课.mp4').status).toBe(uploaded);
    transport.statuses.set('vid-1', PROCESSING_STATUS.processed);
    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS);
    expect(item(queue, '课.mp4').status).toBe(done);
    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS * 3);
    expect(transport.statusCalls).toHaveLength(3);
    expect(rounds).toHaveLength(1);
  });

  it('reports a round once nothing waits or uploads, to the uploader the files came from', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    const heard: string[] = [];
    detachers.push(queue.onRound(() => heard.push('first')));
    detachers.push(queue.onRound(() => heard.push('second'), 'second'));
    await queue.add([file('a.wav'), file('b.wav'), file('c.wav')], CATEGORY, 'second');
    transport.finish(transport.running('a.wav'));
    await flush();
    transport.fail(transport.running('b.wav'), new ApiError('fail', -1, 'x'));
    await flush();
    transport.finish(transport.running('c.wav'));
    await flush();
    expect(heard).toEqual([]); // b.wav is to be retried
    await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS);
    transport.finish(transport.running('b.wav'));
    await flush();
    expect(heard).toEqual(['second']);
  });

  it('on storage full stops: the item fails, the waiting files leave the queue, $storageFull is set, nothing new starts', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4'), file('d.mp4')], CATEGORY);
    transport.fail(transport.running('b.mp4'), new ApiError('fail', 41301, '您的存储空间已达上限'));
    await flush();
    expect($storageFull.get()).toBe(true);
    expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': failed });
    expect(item(queue, 'b.mp4').error).toBe('您的存储空间已达上限');
    expect(transport.calls).toHaveLength(2); // no retry, and c and d never started
    expect([...persistence.items.values()].map((stored) => stored.name).sort()).toEqual(['a.mp4', 'b.mp4']);
    // the upload already under way goes on
    transport.finish(transport.running('a.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploaded, 'b.mp4': failed });
    expect(transport.calls).toHaveLength(2);
  });

  it('restarts a file whose progress passes 101% (spec §4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    const first = transport.running('a.mp4');
    first.job.onProgress(60);
    expect(item(queue, 'a.mp4').process).toBe(60);
    first.job.onProgress(102);
    await flush();
    expect(first.job.pause.aborted).toBe(true);
    expect(first.job.signal.aborted).toBe(false); // the server's copy is kept
    await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS);
    expect(transport.calls).toHaveLength(2);
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

    const call = transport.running('a.mp4');
    const accepted = queue.cancel(id);
    answerConfirm($confirmRequest.get()!.id, true);
    await accepted;
    await flush();
    expect(call.job.signal.aborted).toBe(true);
    expect(items(queue).map((entry) => entry.name)).toEqual(['b.mp4', 'c.mp4']);
    expect(persistence.items.has(id)).toBe(false);
    expect(persistence.files.has(id)).toBe(false);
    expect(statuses(queue)).toEqual({ 'b.mp4': uploading, 'c.mp4': uploading }); // the freed slot is used
  });

  it('refuses files with the quota message when activity_upload_switch is 0 (spec §5/§8)', async () => {
    switchValue = '0';
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    expect(items(queue)).toEqual([]);
    expect(toastTexts()).toEqual(['账号上传额度已用尽，升级为高级讲师后可继续上传']);
  });

  it('pauses while offline without spending retries, and goes on when the network is back', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4')], CATEGORY);
    for (let round = 0; round < 3; round++) {
      setOnline(false);
      await flush();
      expect(queue.$state.get().offline).toBe(true);
      expect(statuses(queue)).toEqual({ 'a.mp4': pending, 'b.mp4': pending, 'c.mp4': pending });
      expect(transport.live).toHaveLength(0);
      setOnline(true);
      await flush();
      expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploading, 'c.mp4': pending });
    }
    expect(items(queue).map((entry) => entry.retries)).toEqual([0, 0, 0]);
    expect(transport.calls.every((call) => !call.job.signal.aborted)).toBe(true); // paused, not dropped
    transport.finish(transport.running('a.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploaded, 'b.mp4': uploading, 'c.mp4': uploading });
  });

  it('starts nothing while the browser says it is offline', async () => {
    online = false;
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    expect(transport.calls).toHaveLength(0);
    expect(queue.$state.get().offline).toBe(true);
  });
});

describe('the queue across reloads (persistence)', () => {
  it('comes back after a reload: unfinished files go on with their stored file, uploaded ones are polled again', async () => {
    const before = await attached();
    await before.add([file('a.mp4'), file('b.wav'), file('c.mp4')], CATEGORY);
    transport.finish(transport.running('b.wav'), 'vid-b');
    await flush();
    transport.running('a.mp4').job.onProgress(40);
    // the page goes away without a word: nothing is aborted
    const previous = transport;
    transport = new FakeTransport();

    const after = await attached();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the status question of an uploaded item
    expect(items(after).map(({ name, status }) => [name, status])).toEqual([
      ['a.mp4', uploading],
      ['b.wav', uploaded],
      ['c.mp4', uploading],
    ]);
    expect(transport.calls.map((call) => call.job.file)).toEqual([previous.calls[0]!.job.file, previous.calls[2]!.job.file]);
    expect(transport.statusCalls).toEqual(['vid-b']);
    expect(item(after, 'b.wav')).toMatchObject({ video_id: 'vid-b', categoryName: '第一单元' });
    expect(persistence.files.has(item(after, 'b.wav').id)).toBe(false); // its bytes are in: the copy is gone
  });

  it('without the stored file asks for it again, and takes the same file (name and size) when chosen', async () => {
    online = false;
    const before = await attached();
    await before.add([file('大视频.mp4', 40)], CATEGORY);
    const id = item(before, '大视频.mp4').id;
    await flush();
    persistence.files.delete(id); // the browser could not keep it

    online = true;
    const after = await attached();
    const restored = item(after, '大视频.mp4');
    expect(restored.status).toBe(pending);
    expect(needsFile(restored)).toBe(true);
    expect(transport.calls).toHaveLength(0);

    await after.add([file('大视频.mp4', 41)], CATEGORY); // another file of that name: a duplicate
    expect(toastTexts()).toContain('已在上传队列中，已跳过：大视频.mp4');
    const again = file('大视频.mp4', 40);
    await after.add([again], CATEGORY);
    await flush();
    expect(items(after)).toHaveLength(1);
    expect(transport.calls.map((call) => call.job.file)).toEqual([again]);
    expect(persistence.files.get(id)).toBe(again);
  });

  it("keeps each account's queue apart", async () => {
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    user = 2;
    for (const listener of accountListeners) listener();
    await flush();
    expect(items(queue)).toEqual([]);
    expect(transport.calls[0]!.job.pause.aborted).toBe(true);
    user = 1;
    for (const listener of accountListeners) listener();
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
    transport.finish(transport.running('a.mp4'));
    await flush();
    first();
    expect(networkListeners.size).toBe(1);
    second();
    second();
    expect(networkListeners.size).toBe(0);
    expect(accountListeners.size).toBe(0);
    expect(transport.calls[1]!.job.pause.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
