import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.ts';

describe('versioned cache', () => {
  it('answers an entry only while its version and stamp are the current ones', () => {
    const cache = createVersionedCache<string>(10);
    cache.set('page 1', 7, 100, 'rows of version 7');
    expect(cache.get('page 1', 7, 100)).toBe('rows of version 7');
    expect(cache.get('page 2', 7, 100)).toBeUndefined();
    expect(cache.get('page 1', 8, 100)).toBeUndefined();
    // an entry found stale is gone, even for its own version
    expect(cache.get('page 1', 7, 100)).toBeUndefined();
    cache.set('page 1', 8, 100, 'rows of version 8');
    expect(cache.get('page 1', 8, 101)).toBeUndefined();
  });

  it('lets the least recently used entry go past its size', () => {
    const cache = createVersionedCache<number>(2);
    cache.set('a', 1, 0, 1);
    cache.set('b', 1, 0, 2);
    expect(cache.get('a', 1, 0)).toBe(1);
    cache.set('c', 1, 0, 3);
    expect(cache.get('b', 1, 0)).toBeUndefined();
    expect(cache.get('a', 1, 0)).toBe(1);
    expect(cache.get('c', 1, 0)).toBe(3);
  });
});
