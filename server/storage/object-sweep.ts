/** Listing and batch removal of objects, for the object store's sweep and the tus uploads (ListObjectsV2, DeleteObjects). */
import { DeleteObjectsCommand, ListObjectsV2Command, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';

/** A HEAD or GET of a key that does not exist (HEAD answers a bare 404, GET a NoSuchKey). */
export function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** Every key under `prefix` (all pages). */
export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<{ key: string; modified: number }[]> {
  const keys: { key: string; modified: number }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) {
      if (item.Key) keys.push({ key: item.Key, modified: item.LastModified?.getTime() ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Removes the given keys, 1000 a request (the DeleteObjects limit). */
export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
    const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
    const failed = answer.Errors?.[0];
    if (failed) throw new Error(`could not remove ${answer.Errors?.length} objects, e.g. ${failed.Key}: ${failed.Code}`);
  }
}
