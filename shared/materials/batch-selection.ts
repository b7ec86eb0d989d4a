import { decodeStored, encodeStored } from '@shared/session/secure-storage.ts';
import type { Material } from './types.ts';

/**
 * spec §2 batch routes: /content/audio/batch and /content/video/batch take a query parameter `key`; the
 * selected materials are stored locally under that generated key. Stored encrypted like the session
 * items, for one day.
 */

export type BatchType = 'audio' | 'video';

export const BATCH_KEY_PREFIX = 'lectern_batch_';
const BATCH_TTL_SECONDS = 86400;

type StoredBatch = { type: BatchType; items: Material[] };

/** Saves the materials for the batch page and returns the key to pass in its query. Expired batches are swept. */
export function storeBatchSelection(type: BatchType, items: readonly Material[]): string {
  const storage = localStorage;
  sweepExpired(storage);
  const key = `${BATCH_KEY_PREFIX}${randomId()}`;
  const stored: StoredBatch = { type, items: [...items] };
  storage.setItem(key, encodeStored(stored, BATCH_TTL_SECONDS));
  return key;
}

/**
 * The materials stored under `key`, or undefined when the key is unknown, expired, tampered with, of
 * another type, or not a batch key at all: the key comes from the address bar, so it may only ever name
 * a batch entry, never another stored item (the session's `_token`, say).
 */
export function readBatchSelection(key: string, type?: BatchType): Material[] | undefined {
  if (!isBatchKey(key)) return undefined;
  const stored = decodeStored<Partial<StoredBatch>>(storageOrUndefined()?.getItem(key));
  if (!stored || !Array.isArray(stored.items) || (type && stored.type !== type)) return undefined;
  return stored.items;
}

/** The batch page's path for a stored selection. */
export function batchPath(type: BatchType, key: string): string {
  return `/content/${type}/batch?key=${encodeURIComponent(key)}`;
}

function isBatchKey(key: string): boolean {
  return /^lectern_batch_[0-9a-f]{32}$/.test(key);
}

function randomId(): string {
  // getRandomValues, not randomUUID: the latter needs a secure context, and legacy pages may be plain http
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sweepExpired(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(BATCH_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) if (decodeStored(storage.getItem(key)) === undefined) storage.removeItem(key);
}

function storageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // privacy modes throw on access
  }
}
