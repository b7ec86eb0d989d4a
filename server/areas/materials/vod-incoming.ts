/**
 * Where the video cloud's unfinished tus uploads live: `${dataDir}/vod-incoming` (@tus/file-store), or with object
 * storage (LECTERN_STORAGE_URL) the same bucket under `tus/` (@tus/s3-store: the data as a multipart upload,
 * `<id>.info` its metadata, `<id>.part` a tail shorter than a part), so any instance can take the next PATCH.
 *
 * @tus/s3-store keys an upload by its id, so there the id carries the prefix (`tus/<hex>`) and the URL shows only
 * `<hex>`: `urlIdOf` and `idOf` translate.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { removeQuietly } from '@server/storage/file-store.ts';
import { deleteKeys, listKeys } from '@server/storage/object-sweep.ts';
import { OBJECT_STAGING_DIR } from '@server/storage/open-store.ts';
import { createS3Client, parseStorageUrl } from '@server/storage/storage-url.ts';

const INCOMING_DIR = 'vod-incoming';
const TUS_PREFIX = 'tus/';

export type IncomingUploads = {
  datastore: DataStore;
  /** a new upload's id */
  newId(): string;
  /** the id of the upload a URL's last segment names */
  idOf(urlId: string): string;
  /** the URL's last segment of an upload */
  urlIdOf(id: string): string;
  /** removes an upload's data and its metadata, whichever still exists; never throws */
  forget(id: string): Promise<void>;
  /** every upload with something stored */
  ids(): Promise<string[]>;
  /** runs `work` on a local file with a finished upload's bytes (a copy from object storage, removed after) */
  withLocalFile<T>(id: string, work: (localPath: string) => Promise<T>): Promise<T>;
  /** lets go of connections (@tus/s3-store keeps its own client, which it never closes) */
  close(): void;
};

const randomId = () => randomBytes(16).toString('hex');

async function onDisk(dataDir: string, expireMs: number): Promise<IncomingUploads> {
  const directory = path.join(dataDir, INCOMING_DIR);
  await fsp.mkdir(directory, { recursive: true });
  const datastore = new TusFileStore({ directory, expirationPeriodInMilliseconds: expireMs });
  return {
    datastore,
    newId: randomId,
    idOf: (urlId) => urlId,
    urlIdOf: (id) => id,
    async forget(id) {
      await removeQuietly(path.join(directory, id));
      await datastore.configstore.delete(id).catch(() => undefined);
    },
    async ids() {
      const names = await fsp.readdir(directory).catch(() => [] as string[]);
      return [...new Set(names.map((name) => name.replace(/\.json$/, '')))];
    },
    withLocalFile: (id, work) => work(path.join(directory, id)),
    close() {
      // nothing held open between calls
    },
  };
}

function inBucket(dataDir: string, storageUrl: string, expireMs: number): IncomingUploads {
  const location = parseStorageUrl(storageUrl);
  const { bucket } = location;
  const client = createS3Client(location);
  const datastore = new S3Store({ s3ClientConfig: { ...location.client, bucket }, expirationPeriodInMilliseconds: expireMs });
  const stagingDir = path.join(dataDir, OBJECT_STAGING_DIR);
  return {
    datastore,
    newId: () => `${TUS_PREFIX}${randomId()}`,
    idOf: (urlId) => `${TUS_PREFIX}${urlId}`,
    urlIdOf: (id) => id.slice(TUS_PREFIX.length),
    async forget(id) {
      // aborts the multipart upload of an unfinished one; the objects go below whatever state it was in
      await datastore.remove(id).catch(() => undefined);
      await deleteKeys(client, bucket, [id, `${id}.info`, `${id}.part`]).catch(() => undefined);
    },
    async ids() {
      const keys = (await listKeys(client, bucket, TUS_PREFIX)).map((item) => item.key.replace(/\.(info|part)$/, ''));
      return [...new Set(keys)];
    },
    async withLocalFile(id, work) {
      await fsp.mkdir(stagingDir, { recursive: true });
      const copy = path.join(stagingDir, `tus-${randomId()}`);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: id }));
        if (!answer.Body) throw new Error(`upload ${id} has no body`);
        await pipeline(answer.Body as NodeJS.ReadableStream, fs.createWriteStream(copy, { flags: 'wx' }));
        return await work(copy);
      } finally {
        await removeQuietly(copy);
      }
    },
    close() {
      client.destroy();
    },
  };
}

export async function openIncomingUploads(dataDir: string, storageUrl: string | undefined, expireMs: number): Promise<IncomingUploads> {
  return storageUrl === undefined ? onDisk(dataDir, expireMs) : inBucket(dataDir, storageUrl, expireMs);
}
