import { describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { change, queryStore } from './query-cache.ts';

/** a server whose answers the test releases one at a time */
function slowServer() {
  let value = 0;
  const pending: Array<() => void> = [];
  return {
    write: (next: number) => {
      value = next;
    },
    read: () => {
      const answer = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    },
    answerNext: () => pending.shift()?.(),
    waiting: () => pending.length,
  };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('query cache', () => {
  it('fetches again after a change that lands while an older read is still under way', async () => {
    const server = slowServer();
    const store = queryStore(atom<string | null>('counter-a'), server.read);
    const seen: Array<number | undefined> = [];
    const stop = store.subscribe((state) => seen.push(state.data));

    await until(() => server.waiting() === 1);
    server.answerNext();
    await until(() => store.get().data === 0);

    // a change makes the counter stale: a read starts; a second change lands while it is under way
    await change(async () => server.write(1), ['counter-a']);
    await until(() => server.waiting() === 1);
    await change(async () => server.write(2), ['counter-a']);
    server.answerNext();
    await until(() => store.get().data === 1);
    // the answer read before the second change is not the last word: the counter is read once more
    await until(() => server.waiting() === 1);
    server.answerNext();
    await until(() => store.get().data === 2);
    expect(seen.filter((data) => data !== undefined).at(-1)).toBe(2);
    stop();
  });

  it('reads once when nothing changed while reading', async () => {
    const server = slowServer();
    const store = queryStore(atom<string | null>('counter-b'), server.read);
    const stop = store.subscribe(() => {});
    await until(() => server.waiting() === 1);
    server.answerNext();
    await until(() => store.get().data === 0);
    await change(async () => server.write(5), ['counter-b']);
    await until(() => server.waiting() === 1);
    server.answerNext();
    await until(() => store.get().data === 5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.waiting()).toBe(0);
    stop();
  });
});
