import { describe, expect, it } from 'vitest';
import { createJobQueue } from './jobs.ts';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

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
      await tick();
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
    queue.enqueue('a', async () => {
      await tick(20);
      done.push('a');
    });
    queue.enqueue('b', async () => {
      done.push('b');
    });
    await queue.drain();
    queue.enqueue('c', async () => {
      done.push('c');
    });
    await tick(20);
    expect(done).toEqual(['a']);
    await queue.idle();
  });
});
