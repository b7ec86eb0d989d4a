import { MAX_KEPT_FILE_BYTES, type QueuePersistence, type StoredRecord } from './persistence.ts';

/** The queue's persistence in memory, for tests: like IndexedDB it keeps copies of the items and refuses large files. */
export function memoryPersistence<T>(): QueuePersistence<T> & { items: Map<string, StoredRecord<T>>; files: Map<string, File> } {
  const items = new Map<string, StoredRecord<T>>();
  const files = new Map<string, File>();
  return {
    items,
    files,
    load: async (owner) =>
      [...items.values()].filter((item) => item.owner === owner).map((item) => ({ item: structuredClone(item), file: files.get(item.id) })),
    save: async (item) => void items.set(item.id, structuredClone(item)),
    saveFile: async (id, file) => {
      if (file.size > MAX_KEPT_FILE_BYTES) return false;
      files.set(id, file);
      return true;
    },
    deleteFile: async (id) => void files.delete(id),
    delete: async (id) => {
      items.delete(id);
      files.delete(id);
    },
  };
}
