import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeStored } from '@shared/session/secure-storage.ts';
import { BATCH_KEY_PREFIX, batchPath, readBatchSelection, storeBatchSelection } from './batch-selection.ts';
import type { Material } from './types.ts';

/** A Map-backed localStorage for node. */
class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();
  get length(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, value);
  }
}

const video = (id: number): Material => ({
  id,
  target_type: 'video',
  video_id: `v${id}`,
  title: `第${id}课`,
  file_name: `lesson-${id}.mp4`,
  filesize: 1000,
  file_suffix: 'mp4',
  category_id: 1,
  created_at: 0,
});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('batch selection (spec §2 batch routes)', () => {
  it('stores the materials under a generated lectern_batch_ key, encrypted, and reads them back', () => {
    const key = storeBatchSelection('video', [video(1), video(2)]);
    expect(key).toMatch(/^lectern_batch_[0-9a-f]{32}$/);
    const raw = storage.getItem(key)!;
    expect(raw).not.toContain('lesson-1');
    expect(readBatchSelection(key)).toEqual([video(1), video(2)]);
    expect(readBatchSelection(key, 'video')).toEqual([video(1), video(2)]);
  });

  it('makes a new key for every selection', () => {
    expect(storeBatchSelection('audio', [])).not.toBe(storeBatchSelection('audio', []));
  });

  it('reads nothing for an unknown key or a selection of the other type', () => {
    const key = storeBatchSelection('audio', [video(1)]);
    expect(readBatchSelection(key, 'video')).toBeUndefined();
    expect(readBatchSelection(`${BATCH_KEY_PREFIX}${'0'.repeat(32)}`)).toBeUndefined();
  });

  it('never reads a stored item that is not a batch, whatever the query says', () => {
    storage.setItem('_token', encodeStored({ items: [{ id: 1 }] }));
    expect(readBatchSelection('_token')).toBeUndefined();
    storage.setItem('lectern_batch_x', encodeStored({ type: 'video', items: [] }));
    expect(readBatchSelection('lectern_batch_x')).toBeUndefined();
  });

  it('keeps a selection for one day, and sweeps expired ones when storing', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1));
    const key = storeBatchSelection('video', [video(1)]);
    vi.setSystemTime(Date.UTC(2025, 0, 1) + 86400_000 - 1);
    expect(readBatchSelection(key)).toHaveLength(1);
    vi.setSystemTime(Date.UTC(2025, 0, 1) + 86400_000);
    expect(readBatchSelection(key)).toBeUndefined();
    storage.setItem('other', 'kept');
    const next = storeBatchSelection('video', [video(2)]);
    expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem(next)).not.toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('reads nothing without a localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readBatchSelection(`${BATCH_KEY_PREFIX}${'a'.repeat(32)}`)).toBeUndefined();
  });

  it('builds the batch route with the key in the query', () => {
    expect(batchPath('audio', 'lectern_batch_ab')).toBe('/content/audio/batch?key=lectern_batch_ab');
    expect(batchPath('video', 'lectern_batch_ab')).toBe('/content/video/batch?key=lectern_batch_ab');
  });
});
