import type { ReadableAtom } from 'nanostores';
import type { MaterialCategory, VideoStatus } from '@shared/materials/types.ts';
import type { QueuePersistence } from './persistence.ts';
import type { UploadStatus } from './status.ts';

/** The shell-wide upload queue's items, its parts and its public face (shell-queue.ts). */

export type MediaType = 'audio' | 'video';
/** UPLOAD_STATUS (status.ts): the one vocabulary of the material dialog and the shell-wide uploader */
type ShellStatus = UploadStatus;

export type ShellItem = {
  id: string;
  /** the file name */
  name: string;
  /** bytes */
  size: number;
  /** percent of the bytes sent */
  process: number;
  status: ShellStatus;
  /**
   * The file to send. Gone once its bytes are in, and after a reload when the browser could not keep it: a
   * waiting or failed item without it asks for the file again.
   */
  video?: File;
  type: MediaType;
  /** the material's title: the file name without its extension */
  title: string;
  video_id?: string;
  categoryId: number;
  /** shown beside the title (shared/materials/category-label.ts): the name as stored, and what a category the server made is */
  categoryName: string;
  categorySystemKey?: MaterialCategory['system_key'];
  /** the material made of it, once its bytes are in */
  materialId?: number;
  /** why it failed */
  error?: string;
  /** retries spent (spec §9: at most 2) */
  retries: number;
  addedAt: number;
};

export type StoredShellItem = Omit<ShellItem, 'video'>;

/** The category files are queued into. */
export type QueueCategory = Pick<MaterialCategory, 'id' | 'name' | 'system_key'>;

export type ShellQueueState = {
  items: readonly ShellItem[];
  /** the browser is offline: nothing uploads until it is back */
  offline: boolean;
};

/** What a finished round reports (`lectern-upload-complete`). */
export type RoundItem = { id: number; file_name: string; size: number; type: MediaType; video_id: string };

export type ShellJob = {
  type: MediaType;
  file: File;
  categoryId: number;
  /** the user removed the item: the upload is dropped, on the server too */
  signal: AbortSignal;
  /** offline or a restart: stop sending, keep the server's copy to resume */
  pause: AbortSignal;
  /** percent of the bytes sent, not clamped */
  onProgress(percent: number): void;
};

export interface ShellTransport {
  /** resolves the video_id once every byte is in */
  send(job: ShellJob): Promise<{ video_id: string }>;
  videoStatus(videoId: string): Promise<VideoStatus>;
}

export type ShellQueueDeps = {
  transport: ShellTransport;
  persistence: QueuePersistence<StoredShellItem>;
  /** the signed-in account (0: a session whose user is not known); undefined: signed out */
  account: { current(): number | undefined; watch(listener: () => void): () => void };
  /** activity_upload_switch of the account (spec §5) */
  uploadSwitch(userId: number): Promise<string | undefined>;
  network: { online(): boolean; watch(listener: (online: boolean) => void): () => void };
  pollMs?: number;
};

export type ShellQueue = {
  $state: ReadableAtom<ShellQueueState>;
  /** a view of the queue mounted: the first one restores the queue and starts it; the returned call detaches */
  attach(): () => void;
  /** queues the files into a category; `origin` names the uploader they came from (see onRound) */
  add(files: readonly File[], category: QueueCategory, origin?: string): Promise<void>;
  /** asks 'delete this upload task?', then removes the item and aborts its upload */
  cancel(id: string): Promise<void>;
  /** a failed item that still has its file goes back to waiting, with its retries restored */
  retry(id: string): void;
  /** removes the items whose bytes are in */
  clearFinished(): void;
  /**
   * The queue finished a round (nothing waits or uploads, and files went in since the last round): one
   * listener hears it, the one registered with the origin of the last `add`, else the first one.
   */
  onRound(listener: (items: RoundItem[]) => void, origin?: string): () => void;
};
