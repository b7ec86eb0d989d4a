import { isStorageFullMessage } from '@shared/api/errors.ts';
import { extensionOf, titleOf } from '@shared/materials/rules.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import type { QueuePersistence, StoredRecord } from './persistence.ts';
import type { MediaType, QueueCategory, ShellItem, StoredShellItem } from './shell-queue-types.ts';
import { isUploaded, PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';

/**
 * The items of the shell-wide upload queue as plain data (spec §3 "Upload file item", §5 and §9): the limits,
 * what a new item is, which chosen files make new items, what a stored one comes back as, and where a failed
 * upload or a processing answer leads. The queue (shell-queue.ts) moves them through their statuses.
 */

/** spec §9 */
export const SHELL_CONCURRENCY = 2;
export const SHELL_MAX_RETRIES = 2;
export const VIDEO_STATUS_POLL_MS = 120_000;
/** ours: a retry waits 1 s after the first failure, 2 s after the second (a line that just came back, a server restarting) */
export const SHELL_RETRY_DELAY_MS = 1000;
/** spec §5: these count as audio, every other file as video */
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'm4a', 'wav', 'aac', 'wma'];

export function mediaTypeOf(fileName: string): MediaType {
  return AUDIO_EXTENSIONS.includes(extensionOf(fileName)) ? 'audio' : 'video';
}

/** An item that can go on only with its file chosen again. */
export function needsFile(item: ShellItem): boolean {
  return !item.video && (item.status === UPLOAD_STATUS.pending || item.status === UPLOAD_STATUS.failed);
}

/** A file queued into a category: waiting, with its file, as spec §3 lists the item. */
export function newShellItem(id: string, file: File, category: QueueCategory, addedAt: number): ShellItem {
  return {
    id,
    name: file.name,
    size: file.size,
    process: 0,
    status: UPLOAD_STATUS.pending,
    video: file,
    type: mediaTypeOf(file.name),
    title: titleOf(file.name),
    categoryId: category.id,
    categoryName: category.name,
    ...(category.system_key ? { categorySystemKey: category.system_key } : {}),
    retries: 0,
    addedAt,
  };
}

/** An item as it is stored: without its File, with whose queue it is. */
export function storedRecordOf(item: ShellItem, owner: number): StoredRecord<StoredShellItem> {
  const { video: _file, ...data } = item;
  return { ...data, owner };
}

/**
 * The stored items of an account as the queue goes on with them, oldest first: an upload a reload cut off waits
 * again, and only items with bytes still to send keep their file.
 */
export function restoredItems(records: Awaited<ReturnType<QueuePersistence<StoredShellItem>['load']>>): ShellItem[] {
  return records
    .map(({ item: { owner: _owner, ...item }, file }): ShellItem => ({
      ...item,
      status: item.status === UPLOAD_STATUS.uploading ? UPLOAD_STATUS.pending : item.status,
      video: isUploaded(item.status) ? undefined : file,
    }))
    .sort((a, b) => a.addedAt - b.addedAt);
}

/**
 * Sorts the files chosen for the queue: the file an item restored without its file asks for (the same name and
 * size), a duplicate by file name (spec §4/§5: skipped), or a new item's.
 */
export function sortChosenFiles(items: readonly ShellItem[], files: readonly File[]) {
  const asked: { item: ShellItem; file: File }[] = [];
  const duplicates: string[] = [];
  const fresh: File[] = [];
  for (const file of files) {
    const taken = (item: ShellItem) => asked.some((entry) => entry.item === item);
    const item = items.find((candidate) => needsFile(candidate) && !taken(candidate) && candidate.name === file.name && candidate.size === file.size);
    if (item) asked.push({ item, file });
    else if ([...items, ...fresh].some((other) => other.name === file.name)) duplicates.push(file.name);
    else fresh.push(file);
  }
  return { asked, duplicates, fresh };
}

/** Where a failed upload leads (spec §4, §9). */
export type FailureOutcome =
  | { kind: 'paused' }
  | { kind: 'storageFull'; message: string }
  | { kind: 'retry'; change: Partial<ShellItem>; delayMs: number }
  | { kind: 'failed'; restart: boolean };

/**
 * A pause (offline, or the queue stopped) spends no retry; the storage-full message stops the queue (spec §4/§8);
 * else the file waits again, 1 s after its first failure and 2 s after its second (at most 2 retries, spec §9),
 * from 0 % after a restart (progress above 101 %), and then fails.
 */
export function failureOutcome(failure: { message: string; restart: boolean; paused: boolean; retries: number }): FailureOutcome {
  const { message, restart, paused, retries } = failure;
  if (!restart && paused) return { kind: 'paused' };
  if (!restart && isStorageFullMessage(message)) return { kind: 'storageFull', message };
  if (retries >= SHELL_MAX_RETRIES) return { kind: 'failed', restart };
  const change = { status: UPLOAD_STATUS.pending, retries: retries + 1, ...(restart ? { process: 0 } : {}) };
  return { kind: 'retry', change, delayMs: SHELL_RETRY_DELAY_MS * (retries + 1) };
}

/**
 * What the server says of an uploaded item's processing: processed is done (spec §4: 100 after transcoding),
 * failed is failed; nothing (undefined) means asking again later.
 */
export function processingChange(item: ShellItem, status: VideoStatus | undefined, failedText: () => string): Partial<ShellItem> | undefined {
  if (status?.status === PROCESSING_STATUS.processed) return { status: UPLOAD_STATUS.done, materialId: status.material_id ?? item.materialId };
  if (status?.status === PROCESSING_STATUS.failed) return { status: UPLOAD_STATUS.failed, error: status.message || failedText() };
  return undefined;
}

/** spec §5/§8: an account whose activity_upload_switch is 0 may not upload; a user not known (0) is not refused. */
export async function uploadRefused(uploadSwitch: (userId: number) => Promise<string | undefined>, account: number): Promise<boolean> {
  if (account <= 0) return false;
  try {
    return String(await uploadSwitch(account)) === '0';
  } catch {
    return false; // the server still checks what it must
  }
}
