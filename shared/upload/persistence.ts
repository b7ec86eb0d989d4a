/**
 * Where the shell-wide upload queue keeps itself across reloads and closed tabs:
 * the items (plain data) and, apart from them, each unfinished item's File. Chromium keeps File and Blob
 * objects in IndexedDB (it copies their bytes into the profile); where it refuses (private modes of other
 * browsers, a full disk, a file above `MAX_KEPT_FILE_BYTES`) only the item is kept, and the queue asks for the
 * file again after a reload.
 *
 * A tiny wrapper of our own instead of a library: two object stores and five calls. Every call opens the
 * database, runs one transaction and closes it again, so no handle outlives a call.
 */

/** An item as stored: the queue's item without its File, and whose queue it belongs to. */
export type StoredRecord<T> = T & { id: string; owner: number };

export type QueuePersistence<T> = {
  /** the stored items of one account with their files where kept, oldest first */
  load(owner: number): Promise<{ item: StoredRecord<T>; file?: File }[]>;
  save(item: StoredRecord<T>): Promise<void>;
  /** resolves false when the browser would not keep the file */
  saveFile(id: string, file: File): Promise<boolean>;
  deleteFile(id: string): Promise<void>;
  /** the item and its file */
  delete(id: string): Promise<void>;
};

/**
 * Files above this stay out of the browser's storage: keeping one copies its bytes, and a lecture video of
 * several GB would double its room on disk while it uploads. Such a file is asked for again after a reload.
 * 1 GiB keeps every audio file (their limit) and most videos.
 */
export const MAX_KEPT_FILE_BYTES = 1024 ** 3;

const ITEMS = 'items';
const FILES = 'files';

function done<R>(request: IDBRequest<R> | IDBOpenDBRequest): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as R);
    request.onerror = () => reject(request.error);
  });
}

export function indexedDbPersistence<T>(name = 'lectern-uploads'): QueuePersistence<T> {
  /** Runs `work` in one transaction over both stores; resolves its last request's result once committed. */
  async function run<R>(mode: IDBTransactionMode, work: (items: IDBObjectStore, files: IDBObjectStore) => IDBRequest<R> | void): Promise<R> {
    const opening = indexedDB.open(name, 1); // where there is none, every call rejects
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore(ITEMS, { keyPath: 'id' });
      opening.result.createObjectStore(FILES);
    };
    const db = await done(opening);
    try {
      return await new Promise<R>((resolve, reject) => {
        const tx = db.transaction([ITEMS, FILES], mode);
        let result: R;
        const request = work(tx.objectStore(ITEMS), tx.objectStore(FILES));
        if (request) request.onsuccess = () => (result = request.result);
        tx.oncomplete = () => resolve(result);
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  }

  return {
    async load(owner) {
      const found: { item: StoredRecord<T>; file?: File }[] = [];
      await run('readonly', (items, files) => {
        items.getAll().onsuccess = (event) => {
          const all = (event.target as IDBRequest<StoredRecord<T>[]>).result.filter((item) => item.owner === owner);
          for (const item of all) {
            const entry: { item: StoredRecord<T>; file?: File } = { item };
            found.push(entry);
            files.get(item.id).onsuccess = (got) => {
              const file = (got.target as IDBRequest<unknown>).result;
              if (file instanceof Blob) entry.file = file as File;
            };
          }
        };
      });
      return found;
    },
    async save(item) {
      await run('readwrite', (items) => items.put(item));
    },
    async saveFile(id, file) {
      if (file.size > MAX_KEPT_FILE_BYTES) return false;
      try {
        await run('readwrite', (_items, files) => files.put(file, id));
        return true;
      } catch {
        return false; // quota, or a browser that does not keep blobs here
      }
    },
    async deleteFile(id) {
      await run('readwrite', (_items, files) => files.delete(id));
    },
    async delete(id) {
      await run('readwrite', (items, files) => {
        items.delete(id);
        files.delete(id);
      });
    },
  };
}

/**
 * The writes of a persistence one after another, so that a later state never lands before an earlier one; a
 * refused write is dropped (the queue then lives as long as the page). `settled` waits for every write so far.
 */
export function serialWrites<T>(persistence: QueuePersistence<T>) {
  let writes: Promise<unknown> = Promise.resolve();
  const write = (work: () => Promise<unknown>) => void (writes = writes.then(work).catch(() => undefined));
  return {
    save: (item: StoredRecord<T>) => write(() => persistence.save(item)),
    saveFile: (id: string, file: File) => write(() => persistence.saveFile(id, file)),
    deleteFile: (id: string) => write(() => persistence.deleteFile(id)),
    delete: (id: string) => write(() => persistence.delete(id)),
    settled: () => writes,
  };
}
