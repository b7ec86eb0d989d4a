import { expect, it } from 'vitest';
import { createNetworkErrorCounter } from './network-errors.ts';

it('reports only when the count goes above the limit, and resets', () => {
  const counter = createNetworkErrorCounter(5);
  expect([1, 2, 3, 4, 5].map(() => counter.record())).toEqual([false, false, false, false, false]);
  expect(counter.record()).toBe(true);
  counter.reset();
  expect(counter.count).toBe(0);
  expect(counter.record()).toBe(false);
});
