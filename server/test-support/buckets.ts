/**
 * One fresh bucket per test server on the run's S3-compatible server, as a LECTERN_STORAGE_URL, removed with
 * everything in it on close; and the listing of a test server's stored files on either backend, for the tests
 * that check what is stored (like databases.ts for the database).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { deleteKeys, listKeys } from '@server/storage/object-sweep.ts';
import { createS3Client, parseStorageUrl } from '@server/storage/storage-url.ts';
import { listFiles } from './media-files.ts';
import { S3RVER_KEY } from './s3-server.ts';

const storageUrls = new Map<string, string>();

export function testStorageUrl(endpoint: string, bucket: string): string {
  return `s3://${S3RVER_KEY}:${S3RVER_KEY}@${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
}

function clientOf(storageUrl: string) {
  const location = parseStorageUrl(storageUrl);
  return { client: createS3Client(location), bucket: location.bucket };
}

/** A new empty bucket; its storage URL. */
export async function freshBucket(endpoint: string): Promise<string> {
  const url = testStorageUrl(endpoint, `lectern-${randomBytes(6).toString('hex')}`);
  const { client, bucket } = clientOf(url);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return url;
}

/** Removes a bucket freshBucket made, with its objects. */
export async function removeBucket(storageUrl: string): Promise<void> {
  const { client, bucket } = clientOf(storageUrl);
  try {
    await deleteKeys(client, bucket, (await listKeys(client, bucket, '')).map((item) => item.key));
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

export function rememberStorage(dataDir: string, storageUrl: string | undefined): void {
  if (storageUrl === undefined) storageUrls.delete(dataDir);
  else storageUrls.set(dataDir, storageUrl);
}

export function forgetStorage(dataDir: string): void {
  storageUrls.delete(dataDir);
}

/** The test server's stored material files, `<owner>/<name>`, sorted: files/ on disk or in its bucket. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const url = storageUrls.get(dataDir);
  if (url === undefined) return listFiles(path.join(dataDir, 'files'));
  const { client, bucket } = clientOf(url);
  try {
    return (await listKeys(client, bucket, 'files/')).map((item) => item.key.slice('files/'.length)).sort();
  } finally {
    client.destroy();
  }
}

/** The video cloud uploads with something stored (data or metadata), by id: in vod-incoming or under tus/. */
export async function incomingUploads(dataDir: string): Promise<string[]> {
  const url = storageUrls.get(dataDir);
  if (url === undefined) {
    const names = await listFiles(path.join(dataDir, 'vod-incoming'));
    return [...new Set(names.map((name) => name.replace(/\.json$/, '')))].sort();
  }
  const { client, bucket } = clientOf(url);
  try {
    return [...new Set((await listKeys(client, bucket, 'tus/')).map((item) => item.key.replace(/\.(info|part)$/, '')))].sort();
  } finally {
    client.destroy();
  }
}

/**
 * For a test that builds servers itself over a data directory that outlives them: under LECTERN_TEST_STORAGE=s3
 * a fresh bucket for it (remembered for the helpers here; removed by `releaseStorage`), else undefined (disk).
 */
export async function storageForDataDir(dataDir: string, s3Endpoint: string): Promise<string | undefined> {
  const url = s3Endpoint ? await freshBucket(s3Endpoint) : undefined;
  rememberStorage(dataDir, url);
  return url;
}

export async function releaseStorage(dataDir: string): Promise<void> {
  const url = storageUrls.get(dataDir);
  forgetStorage(dataDir);
  if (url !== undefined) await removeBucket(url);
}

/** Everything stored for video cloud uploads as text (data, and metadata with the object's headers on S3). */
export async function incomingTexts(dataDir: string): Promise<string[]> {
  const url = storageUrls.get(dataDir);
  if (url === undefined) {
    const dir = path.join(dataDir, 'vod-incoming');
    return Promise.all((await listFiles(dir)).map((name) => fs.readFile(path.join(dir, name), 'utf8')));
  }
  const { client, bucket } = clientOf(url);
  try {
    const texts: string[] = [];
    for (const { key } of await listKeys(client, bucket, 'tus/')) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      texts.push(`${JSON.stringify(answer.Metadata ?? {})}\n${(await answer.Body?.transformToString()) ?? ''}`);
    }
    return texts;
  } finally {
    client.destroy();
  }
}

/** An upload an older server left behind (data and metadata), of which the database knows nothing. */
export async function writeUnknownUpload(dataDir: string, id: string): Promise<void> {
  const url = storageUrls.get(dataDir);
  const metadata = '{"metadata":{"sign":"a.b"}}';
  if (url === undefined) {
    await fs.writeFile(path.join(dataDir, 'vod-incoming', id), 'partial');
    await fs.writeFile(path.join(dataDir, 'vod-incoming', `${id}.json`), metadata);
    return;
  }
  const { client, bucket } = clientOf(url);
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: `tus/${id}.part`, Body: 'partial' }));
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: `tus/${id}.info`, Body: '', Metadata: { file: metadata } }));
  } finally {
    client.destroy();
  }
}
