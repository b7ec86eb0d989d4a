/**
 * The contract of the file store port (store.ts), run against both backends: the disk and an S3-compatible
 * server (s3rver, test-support/s3-server.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshBucket, removeBucket, testStorageUrl } from '@server/test-support/buckets.ts';
import { startS3Server, type S3TestServer } from '@server/test-support/s3-server.ts';
import { createFileStore } from '@server/storage/file-store.ts';
import { listKeys } from '@server/storage/object-sweep.ts';
import { createObjectStore } from '@server/storage/object-store.ts';
import { createS3Client, parseStorageUrl } from '@server/storage/storage-url.ts';
import type { FileStore } from '@server/storage/store.ts';

type Backend = {
  store: FileStore;
  /** every stored key or file, staging and temp ones included, relative */
  everything(): Promise<string[]>;
  /** the sweep's clock moved on by a day and more (object storage keeps young staging objects) */
  later(): FileStore;
  cleanup(): Promise<void>;
};

async function listLocal(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const backends: Record<string, () => Promise<Backend>> = {
  disk: async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-store-'));
    const store = createFileStore(dataDir);
    return { store, everything: () => listLocal(dataDir), later: () => store, cleanup: () => fs.rm(dataDir, { recursive: true, force: true }) };
  },
  s3: async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-store-'));
    const url = await freshBucket(s3.endpoint);
    const location = parseStorageUrl(url);
    const client = createS3Client(location);
    const make = (now?: () => number) => createObjectStore({ client, bucket: location.bucket, stagingDir: path.join(dataDir, 'staging'), ...(now ? { now } : {}) });
    return {
      store: make(),
      async everything() {
        const keys = (await listKeys(client, location.bucket, '')).map((item) => item.key);
        return [...keys, ...(await listLocal(dataDir)).map((file) => `local:${file}`)].sort();
      },
      later: () => make(() => Date.now() + 25 * 3600 * 1000),
      async cleanup() {
        client.destroy();
        await removeBucket(url);
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

async function readAll(store: FileStore, owner: number, name: string, range?: { start: number; end: number }): Promise<string> {
  const file = await store.open(owner, name);
  if (!file) throw new Error(`${name} is not stored`);
  return text(await file.read(range));
}

describe.each(Object.keys(backends))('file store on %s', (name) => {
  let backend: Backend;
  let store: FileStore;
  beforeEach(async () => {
    backend = await backends[name]!();
    store = backend.store;
  });
  afterEach(() => backend.cleanup());

  it('stages a file readable at its path, stores it on commit, reads ranges and removes it', async () => {
    const staged = await store.stageStream(7, 'txt', Readable.from(['hello ', 'world']));
    expect(staged.size).toBe(11);
    expect(staged.storedName).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(await fs.readFile(staged.path, 'utf8')).toBe('hello world');
    await staged.commit();
    expect(await backend.everything()).toEqual([expect.stringMatching(new RegExp(`files/7/${staged.storedName}$`))]);
    expect((await store.open(7, staged.storedName))?.size).toBe(11);
    expect(await readAll(store, 7, staged.storedName)).toBe('hello world');
    expect(await readAll(store, 7, staged.storedName, { start: 6, end: 10 })).toBe('world');
    // not bytes=0-0: s3rver 3.7 reads an end of 0 as "to the end" (real S3 stores answer one byte)
    expect(await readAll(store, 7, staged.storedName, { start: 0, end: 1 })).toBe('he');
    expect(await store.withLocalCopy(7, staged.storedName, (local) => fs.readFile(local, 'utf8'))).toBe('hello world');
    await store.remove(7, staged.storedName);
    expect(await store.open(7, staged.storedName)).toBeUndefined();
    expect(await backend.everything()).toEqual([]);
  });

  it('stores a file larger than one upload part whole (multipart on object storage)', async () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const staged = await store.stageStream(8, 'mp4', Readable.from([bytes]));
    await staged.commit();
    const file = await store.open(8, staged.storedName);
    expect(file?.size).toBe(bytes.length);
    const middle = { start: 5 * 1024 * 1024 - 10, end: 5 * 1024 * 1024 + 9 };
    const chunks: Buffer[] = [];
    for await (const chunk of await file!.read(middle)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes.subarray(middle.start, middle.end + 1));
  });

  it('leaves nothing after a failed fill, a discard before commit, or a discard after commit', async () => {
    await expect(
      store.stageWith(7, 'bin', async (tempPath) => {
        await fs.writeFile(tempPath, 'half');
        throw new Error('the source broke');
      }),
    ).rejects.toThrow('the source broke');
    expect(await backend.everything()).toEqual([]);

    const early = await store.stageWith(7, 'bin', (tempPath) => fs.writeFile(tempPath, 'x'));
    await early.discard();
    expect(await backend.everything()).toEqual([]);

    const late = await store.stageWith(7, 'bin', (tempPath) => fs.writeFile(tempPath, 'y'));
    await late.commit();
    await late.discard();
    expect(await backend.everything()).toEqual([]);
  });

  it('moves a finished local file in', async () => {
    const source = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-incoming-')), 'upload');
    await fs.writeFile(source, 'tus bytes');
    const staged = await store.stageFile(3, 'mp4', source);
    await expect(fs.access(source)).rejects.toThrow();
    await staged.commit();
    expect(await readAll(store, 3, staged.storedName)).toBe('tus bytes');
    await fs.rm(path.dirname(source), { recursive: true, force: true });
  });

  it('removes the local copy after work, also when the work fails', async () => {
    const staged = await store.stageWith(5, 'jpg', (tempPath) => fs.writeFile(tempPath, 'poster'));
    await staged.commit();
    let seen = '';
    await expect(
      store.withLocalCopy(5, staged.storedName, async (local) => {
        seen = local;
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    if (store.kind === 'object') await expect(fs.access(seen)).rejects.toThrow();
    expect(await readAll(store, 5, staged.storedName)).toBe('poster');
  });

  it('answers a missing file as undefined and refuses names that leave the owner', async () => {
    expect(await store.open(9, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.txt')).toBeUndefined();
    await store.remove(9, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.txt');
    await expect(store.open(9, '../1/x.txt')).rejects.toThrow('bad stored name');
    await expect(store.open(0, 'x.txt')).rejects.toThrow('bad owner');
    await expect(store.stageWith(9, '../x', async () => undefined)).rejects.toThrow('unsafe file extension');
  });

  it('sweeps what a crash left staged, and keeps stored files', async () => {
    const kept = await store.stageWith(4, 'txt', (tempPath) => fs.writeFile(tempPath, 'kept'));
    await kept.commit();
    // a crash between staging and commit: the staged file is never committed nor discarded
    const crashed = await store.stageWith(4, 'txt', (tempPath) => fs.writeFile(tempPath, 'lost'));
    // object storage: both objects, the crashed one's marker and its local temp; disk: the file and the temp
    expect(await backend.everything()).toHaveLength(store.kind === 'object' ? 4 : 2);
    expect(await backend.later().sweepTemps()).toBe(store.kind === 'object' ? 2 : 1);
    expect(await backend.everything()).toEqual([expect.stringMatching(new RegExp(`files/4/${kept.storedName}$`))]);
    expect(crashed.storedName).not.toBe(kept.storedName);
  });

  it('keeps a young staged object (another instance may be uploading it)', async () => {
    const staged = await store.stageWith(4, 'txt', (tempPath) => fs.writeFile(tempPath, 'in flight'));
    await store.sweepTemps();
    const left = await backend.everything();
    if (store.kind === 'object') expect(left).toEqual([`files/4/${staged.storedName}`, `staging/4/${staged.storedName}`]);
    else expect(left).toEqual([]);
  });
});

describe('object store against a store that refuses', () => {
  it('leaves no local temp when the upload fails, and says why', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-store-'));
    const location = parseStorageUrl(testStorageUrl(s3.endpoint, 'no-such-bucket'));
    const client = createS3Client(location);
    try {
      const store = createObjectStore({ client, bucket: location.bucket, stagingDir: path.join(dataDir, 'staging') });
      await expect(store.stageWith(2, 'txt', (tempPath) => fs.writeFile(tempPath, 'bytes'))).rejects.toThrow(/bucket/i);
      expect(await listLocal(dataDir)).toEqual([]);
    } finally {
      client.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
