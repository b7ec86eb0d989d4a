/**
 * Answers kept in memory while what they were read from is unchanged: each entry holds the version of its source
 * (a counter the database keeps by trigger, e.g. `material_usage.version`) and a stamp of anything else it depends
 * on (the expiry of the signed URLs in it). A caller reads the current version first, one indexed row, and gets the
 * entry only when both match; every instance reads the same counter, so one instance's write is seen by all.
 * The least recently used entries leave past `size`.
 */
type Entry<T> = { version: number; stamp: number; value: T };

export type VersionedCache<T> = {
  get(key: string, version: number, stamp: number): T | undefined;
  set(key: string, version: number, stamp: number, value: T): void;
};

export function createVersionedCache<T>(size: number): VersionedCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, version, stamp) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.version !== version || entry.stamp !== stamp) return undefined;
      // a Map keeps insertion order: put it back as the newest
      entries.set(key, entry);
      return entry.value;
    },
    set(key, version, stamp, value) {
      entries.delete(key);
      entries.set(key, { version, stamp, value });
      if (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}
