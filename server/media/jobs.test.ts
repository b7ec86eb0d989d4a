import { describe, expect, it } from 'vitest';
import { createJobQueue } from './jobs.ts';

/** lets everything else that is ready run first (a job that takes its time) */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the media job queue', () => {
  it('runs jobs one at a time, in order, and survives a failing one', async () => {
    const errors: string[] = [];
    const queue = createJobQueue({ error: (_obj, message) => errors.push(message) });
    const events: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await yieldTurn();
      running -= 1;
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
    };
    queue.enqueue('a', job('a'));
    queue.enqueue('b', job('b', true));
    queue.enqueue('c', job('c'));
    await queue.idle();
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(errors).toEqual(['media job failed']);
  });

  it('drains: waits for the running job, drops the queued ones, takes no more', async () => {
    const queue = createJobQueue({ error: () => undefined });
    const done: string[] = [];
    let finishA = () => {};
    queue.enqueue('a', async () => {
      await new Promise<void>((resolve) => (finishA = resolve));
      done.push('a');
    });
    queue.enqueue('b', async () => {
      done.push('b');
    });
    let drained = false;
    const draining = queue.drain().then(() => (drained = true));
    await yieldTurn();
    expect(drained).toBe(false); // a is still running
    finishA();
    await draining;
    expect(done).toEqual(['a']);
    // a job would start at once (its body runs up to its first await): none does
    queue.enqueue('c', async () => {
      done.push('c');
    });
    expect(done).toEqual(['a']);
    await queue.idle();
    expect(done).toEqual(['a']);
  });
});
