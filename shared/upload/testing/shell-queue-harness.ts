import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $confirmRequest, $storageFull, $toasts, answerConfirm } from '@shared/feedback.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import { memoryPersistence } from '../persistence-memory.ts';
import { createShellQueue, type ShellJob, type ShellQueue, type ShellTransport, type StoredShellItem } from '../shell-queue.ts';
import { PROCESSING_STATUS } from '../status.ts';

/** What the shell queue's tests (shell-queue-*.test.ts) share: a fake transport and the queue's other surroundings. */

type Call = { job: ShellJob; resolve(videoId: string): void; reject(error: unknown): void };

/** A transport whose uploads the test settles by hand; aborts (cancel or pause) reject like the real one. */
export class FakeTransport implements ShellTransport {
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

export const flush = async () => {
  for (let i = 0; i < 200; i++) await Promise.resolve();
};
export const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 });
export const CATEGORY = { id: 7, name: '第一单元' };

export type ShellQueueFakes = {
  transport: FakeTransport;
  persistence: ReturnType<typeof memoryPersistence<StoredShellItem>>;
  user: number | undefined;
  online: boolean;
  switchValue: string | undefined;
  accountListeners: Set<() => void>;
  networkListeners: Set<(online: boolean) => void>;
  detachers: (() => void)[];
  makeQueue(): ShellQueue;
  attached(queue?: ShellQueue): Promise<ShellQueue>;
  setOnline(value: boolean): void;
};

/**
 * The queue's surroundings, fresh before each test: a fake transport, persistence in memory, the signed-in user,
 * the network and the upload switch, which a test may change. `makeQueue` builds a queue on them; `attached`
 * attaches it as a view would, and every view attached (and anything pushed on `detachers`) detaches after the test.
 */
export function useShellQueueFakes(): ShellQueueFakes {
  const fakes: ShellQueueFakes = {
    transport: new FakeTransport(),
    persistence: memoryPersistence<StoredShellItem>(),
    user: 1,
    online: true,
    switchValue: '1',
    accountListeners: new Set<() => void>(),
    networkListeners: new Set<(online: boolean) => void>(),
    detachers: [],
    makeQueue() {
      return createShellQueue({
        transport: fakes.transport,
        persistence: fakes.persistence,
        account: {
          current: () => fakes.user,
          watch: (listener) => {
            fakes.accountListeners.add(listener);
            return () => fakes.accountListeners.delete(listener);
          },
        },
        uploadSwitch: async () => fakes.switchValue,
        network: {
          online: () => fakes.online,
          watch: (listener) => {
            fakes.networkListeners.add(listener);
            return () => fakes.networkListeners.delete(listener);
          },
        },
      });
    },
    async attached(queue = fakes.makeQueue()) {
      fakes.detachers.push(queue.attach());
      await flush();
      return queue;
    },
    setOnline(value) {
      fakes.online = value;
      for (const listener of fakes.networkListeners) listener(value);
    },
  };

  beforeEach(() => {
    fakes.transport = new FakeTransport();
    fakes.persistence = memoryPersistence<StoredShellItem>();
    fakes.user = 1;
    fakes.online = true;
    fakes.switchValue = '1';
    $toasts.set([]);
    $storageFull.set(false);
  });
  afterEach(() => {
    for (const detach of fakes.detachers.splice(0)) detach();
    const request = $confirmRequest.get();
    if (request) answerConfirm(request.id, false);
    vi.useRealTimers();
  });
  return fakes;
}

export const items = (queue: ShellQueue) => queue.$state.get().items;
export const item = (queue: ShellQueue, name: string) => items(queue).find((entry) => entry.name === name)!;
export const statuses = (queue: ShellQueue) => Object.fromEntries(items(queue).map((entry) => [entry.name, entry.status]));
export const toastTexts = () => $toasts.get().map((toast) => toast.message);
