/**
 * A small in-process job queue for media processing: jobs run one at a time (ffmpeg is heavy on a
 * 2-core machine), each job's failure is logged and never reaches the caller, and `drain()` lets the
 * server finish running jobs before it closes the database.
 */
export type JobQueue = {
  enqueue(name: string, job: () => Promise<void>): void;
  /** resolves when nothing is queued or running */
  idle(): Promise<void>;
  /** stops taking jobs, drops queued ones and waits for the running one */
  drain(): Promise<void>;
};

type Log = { error(obj: object, message: string): void };

export function createJobQueue(log: Log, concurrency = 1): JobQueue {
  const queue: { name: string; job: () => Promise<void> }[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;
  let waiters: (() => void)[] = [];

  function settle() {
    if (queue.length === 0 && running.size === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  }

  function pump() {
    while (!closed && running.size < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      const task = next
        .job()
        .catch((error: unknown) => log.error({ err: error, job: next.name }, 'media job failed'))
        .finally(() => {
          running.delete(task);
          pump();
          settle();
        });
      running.add(task);
    }
    settle();
  }

  return {
    enqueue(name, job) {
      if (closed) return;
      queue.push({ name, job });
      pump();
    },
    idle() {
      return queue.length === 0 && running.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    async drain() {
      closed = true;
      queue.length = 0;
      await Promise.all([...running]);
      settle();
    },
  };
}
