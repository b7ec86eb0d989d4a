/**
 * One fresh bucket per test server on the run's S3-compatible server, as a LECTERN_STORAGE_URL, removed with
 * everything in it on close; and the listing of a test server's stored files on either backend, for the tests
 * that check what is stored (like databases.ts for the database).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
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

/** The bytes of one stored file, `<owner>/<name>`, on either backend. */
export async function readStoredFile(dataDir: string, relative: string): Promise<Buffer> {
  const url = storageUrls.get(dataDir);
  if (url === undefined) return fs.readFile(path.join(dataDir, 'files', relative));
  const { client, bucket } = clientOf(url);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `files/${relative}` }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}
