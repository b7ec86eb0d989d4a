/** The one place the file store's backend is chosen: object storage when LECTERN_STORAGE_URL is set, else disk. */
import path from 'node:path';
import { createFileStore } from '@server/storage/file-store.ts';
import { createObjectStore } from '@server/storage/object-store.ts';
import type { FileStore } from '@server/storage/store.ts';
import { createS3Client, parseStorageUrl } from '@server/storage/storage-url.ts';

/** local temp files of the object store (staging, copies for ffmpeg) */
export const OBJECT_STAGING_DIR = 'object-staging';

export function openFileStore(dataDir: string, storageUrl: string | undefined): FileStore {
  if (storageUrl === undefined) return createFileStore(dataDir);
  const location = parseStorageUrl(storageUrl);
  return createObjectStore({ client: createS3Client(location), bucket: location.bucket, stagingDir: path.join(dataDir, OBJECT_STAGING_DIR) });
}
