/**
 * Material files in S3-compatible object storage (the port: store.ts): `files/<owner>/<random>.<ext>` in the bucket.
 *
 * Staging: `fill` writes a local temp file (in `stagingDir`; checks read it there). An empty marker
 * `staging/<owner>/<name>` is written, then the file is uploaded (multipart when large) straight to its final key:
 * no copy inside the store afterwards, which OSS limits to 1 GiB. `commit()` removes the marker (one quick request,
 * fit for the database transaction it runs in) and the local temp; `discard()` removes the object and whatever else
 * exists at that moment. An object is only ever named by a row once committed, so one without a marker is in use.
 * A crash can leave markers: the sweep removes those older than a day with their objects (younger ones may be
 * another instance's uploads in progress).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { moveFile, removeQuietly } from '@server/storage/file-store.ts';
import { deleteKeys, isMissing, listKeys } from '@server/storage/object-sweep.ts';
import { assertOwner, assertStoredName, randomStoredName, type FileStore, type StagedFile, type StoredFile } from '@server/storage/store.ts';

export type ObjectStoreOptions = {
  client: S3Client;
  bucket: string;
  /** local directory of the temp files of staging and of `withLocalCopy` */
  stagingDir: string;
  /** the sweep's clock; default Date.now */
  now?: () => number;
};

const STAGING_PREFIX = 'staging/';
const FILES_PREFIX = 'files/';
/** a staging marker older than this is a crash's leftover */
const STALE_STAGING_MS = 24 * 3600 * 1000;

export function createObjectStore(options: ObjectStoreOptions): FileStore {
  const { client, bucket, stagingDir } = options;
  const now = options.now ?? Date.now;

  function finalKey(owner: number, storedName: string): string {
    assertOwner(owner);
    assertStoredName(storedName);
    return `${FILES_PREFIX}${owner}/${storedName}`;
  }

  async function deleteQuietly(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
  }

  async function localTemp(label: string, storedName: string): Promise<string> {
    await fsp.mkdir(stagingDir, { recursive: true });
    return path.join(stagingDir, `${label}-${storedName}`);
  }

  async function upload(key: string, file: string): Promise<void> {
    // lib-storage sends small files in one PUT and large ones in parts, and aborts the parts on a failure
    await new Upload({ client, params: { Bucket: bucket, Key: key, Body: fs.createReadStream(file) } }).done();
  }

  async function stageWith(owner: number, extension: string, fill: (tempPath: string) => Promise<void>): Promise<StagedFile> {
    const storedName = randomStoredName(extension);
    const target = finalKey(owner, storedName);
    const marker = `${STAGING_PREFIX}${owner}/${storedName}`;
    const tempPath = await localTemp('stage', storedName);
    let size: number;
    try {
      await fill(tempPath);
      size = (await fsp.stat(tempPath)).size;
      // the marker first: a crash during the upload leaves it, and the sweep takes the object with it
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: marker, Body: '' }));
      await upload(target, tempPath).catch(async (error: unknown) => {
        await deleteQuietly(target);
        await deleteQuietly(marker);
        throw error;
      });
    } catch (error) {
      await removeQuietly(tempPath);
      throw error;
    }
    let committed = false;
    return {
      storedName,
      path: tempPath,
      size,
      async commit() {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: marker }));
        committed = true;
        await removeQuietly(tempPath);
      },
      async discard() {
        await deleteQuietly(target);
        if (!committed) await deleteQuietly(marker);
        await removeQuietly(tempPath);
      },
    };
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
    if (!answer.Body) throw new Error(`object ${key} has no body`);
    // in Node the SDK's body is an http.IncomingMessage, a Readable
    return answer.Body as Readable;
  }

  return {
    kind: 'object',
    stageWith,

    stageStream(owner: number, extension: string, source: Readable): Promise<StagedFile> {
      return stageWith(owner, extension, (tempPath) => pipeline(source, fs.createWriteStream(tempPath, { flags: 'wx' })));
    },

    stageFile(owner: number, extension: string, sourcePath: string): Promise<StagedFile> {
      return stageWith(owner, extension, (tempPath) => moveFile(sourcePath, tempPath));
    },

    async open(owner: number, storedName: string): Promise<StoredFile | undefined> {
      const key = finalKey(owner, storedName);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, read: (range) => read(key, range) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async withLocalCopy<T>(owner: number, storedName: string, work: (localPath: string) => Promise<T>): Promise<T> {
      const key = finalKey(owner, storedName);
      const copy = await localTemp('copy', storedName);
      try {
        await pipeline(await read(key), fs.createWriteStream(copy, { flags: 'wx' }));
        return await work(copy);
      } finally {
        await removeQuietly(copy);
      }
    },

    async remove(owner: number, storedName: string): Promise<void> {
      await deleteQuietly(finalKey(owner, storedName));
    },

    async sweepTemps(): Promise<number> {
      const locals = await fsp.readdir(stagingDir).catch(() => [] as string[]);
      for (const name of locals) await removeQuietly(path.join(stagingDir, name));
      const before = now() - STALE_STAGING_MS;
      const markers = (await listKeys(client, bucket, STAGING_PREFIX)).filter((item) => item.modified < before).map((item) => item.key);
      // the objects first: a marker is the only trace of its object
      await deleteKeys(client, bucket, markers.map((key) => `${FILES_PREFIX}${key.slice(STAGING_PREFIX.length)}`));
      await deleteKeys(client, bucket, markers);
      return locals.length + markers.length;
    },

    close() {
      client.destroy();
    },
  };
}
