import { describe, expect, it } from 'vitest';
import { createJobWorker, type LeasedJobs } from './jobs.ts';

/** lets everything else that is ready run first (a job that takes its time) */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

type Job = { id: string; attempts: number };

/** A queue in memory with leases, as the database keeps one: a claimed job is taken until it is done or released. */
function memoryJobs(ids: string[], work: (job: Job) => Promise<void>) {
  const waiting = ids.map((id) => ({ id, attempts: 0 }));
  const leased = new Set<string>();
  const renewed: string[] = [];
  const jobs: LeasedJobs<Job> = {
    async claim() {
      const job = waiting.find((candidate) => !leased.has(candidate.id));
      if (!job) return undefined;
      leased.add(job.id);
      job.attempts += 1;
      return { ...job };
    },
    async renew(job) {
      renewed.push(job.id);
    },
    async run(job) {
      await work(job);
      waiting.splice(
        waiting.findIndex((candidate) => candidate.id === job.id),
        1,
      );
      leased.delete(job.id);
    },
    name: (job) => job.id,
  };
  return {
    jobs,
    waiting,
    renewed,
    /** the lease of a job whose worker failed runs out */
    expire: (id: string) => leased.delete(id),
    add: (id: string) => waiting.push({ id, attempts: 0 }),
  };
}

describe('the media job worker', () => {
  it('runs the jobs it claims one at a time, in order, and logs a failing one, which stays queued under its lease', async () => {
    const errors: string[] = [];
    const events: string[] = [];
    let running = 0;
    const queue = memoryJobs(['a', 'b', 'c'], async (job) => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${job.id}`);
      await yieldTurn();
      running -= 1;
      events.push(`end ${job.id}`);
      if (job.id === 'b' && job.attempts === 1) throw new Error('b');
    });
    const worker = createJobWorker({ error: (_obj, message) => errors.push(message) }, queue.jobs);
    worker.start();
    await worker.idle();
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(errors).toEqual(['media job failed']);
    expect(queue.waiting.map((job) => job.id)).toEqual(['b']);
    // once its lease has run out, the next look takes it again
    queue.expire('b');
    worker.kick();
    await worker.idle();
    expect(queue.waiting).toEqual([]);
    expect(events.slice(-2)).toEqual(['start b', 'end b']);
    await worker.drain();
  });

  it('claims nothing before it is started, and a kick during a look is not lost', async () => {
    const done: string[] = [];
    const queue = memoryJobs(['a'], async (job) => {
      done.push(job.id);
      // a job added while the worker is busy: the look after this job finds it
      if (job.id === 'a') queue.add('b');
    });
    const worker = createJobWorker({ error: () => undefined }, queue.jobs);
    worker.kick();
    await worker.idle();
    expect(done).toEqual([]);
    worker.start();
    await worker.idle();
    expect(done).toEqual(['a', 'b']);
    await worker.drain();
  });

  it('renews the lease of a running job until it ends', async () => {
    let finish = () => {};
    const queue = memoryJobs(['slow'], () => new Promise<void>((resolve) => (finish = resolve)));
    const worker = createJobWorker({ error: () => undefined }, queue.jobs, { renewMs: 5 });
    worker.start();
    await expect.poll(() => queue.renewed.length).toBeGreaterThanOrEqual(2);
    finish();
    await worker.idle();
    const renewals = queue.renewed.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.renewed.length).toBe(renewals);
    await worker.drain();
  });

  it('drains: waits for the running job and claims no more', async () => {
    const done: string[] = [];
    let finishA = () => {};
    const queue = memoryJobs(['a', 'b'], async (job) => {
      if (job.id === 'a') await new Promise<void>((resolve) => (finishA = resolve));
      done.push(job.id);
    });
    const worker = createJobWorker({ error: () => undefined }, queue.jobs);
    worker.start();
    let drained = false;
    await yieldTurn();
    const draining = worker.drain().then(() => (drained = true));
    await yieldTurn();
    expect(drained).toBe(false); // a is still running
    finishA();
    await draining;
    worker.kick();
    await worker.idle();
    expect(done).toEqual(['a']);
    expect(queue.waiting.map((job) => job.id)).toEqual(['b']);
  });
});
