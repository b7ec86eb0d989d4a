import type { ReadableAtom } from 'nanostores';
import type { MaterialKind } from '@shared/materials/types.ts';
import type { UploadStatus } from './status.ts';
import type { UploadTransport } from './transport-types.ts';

/** The upload dialog's state and what it offers (material-upload.ts). */

type UploadPhase = 'show' | 'uploading' | 'finish';

export type UploadItem = {
  id: number;
  name: string;
  file: File;
  status: UploadStatus;
  /** the extension, lower case, without the dot */
  suffix: string;
  /** bytes */
  size: number;
  /** percent of the bytes sent, 0..100 */
  process: number;
  /** audio and video, once the bytes are in */
  video?: { video_id: string };
  /** the stored material, once known */
  materialId?: number;
  /** why the item failed: the server's message */
  error?: string;
};

export type MaterialUploadState = {
  kind: MaterialKind;
  phase: UploadPhase;
  items: readonly UploadItem[];
  /** video: show '视频已全部上传完成…' with '我知道了' (set once, when the dialog becomes finish) */
  notice: boolean;
  /** audio and video after finish: offer batch course creation */
  canBatchCreate: boolean;
};

export type MaterialUploadOptions = {
  categoryId: number;
  transport?: UploadTransport;
};

export type MaterialUpload = {
  $state: ReadableAtom<MaterialUploadState>;
  /** queues the accepted files; each refused one gets a toast naming it. Returns the queued items. */
  add(files: readonly File[]): UploadItem[];
  /** drops an item, aborting its upload or its status polling */
  remove(id: number): void;
  /** sends the pending items one after another; resolves when the queue has run (processing may go on) */
  start(): Promise<void>;
  /** false, with the error toast '正在上传中，请稍后关闭', while uploading (spec §5) */
  requestClose(): boolean;
  acknowledgeNotice(): void;
  /** empties the dialog, aborting everything */
  reset(): void;
  destroy(): void;
};
