import type { MessageKey } from '@shared/i18n/i18n.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import { UPLOAD_STATUS, type UploadStatus } from './status.ts';

/**
 * Item statuses (UPLOAD_STATUS, spec §4): failed, pending, uploading, then per kind: audio uploaded (2) is
 * done as soon as its bytes are in; picture and document done (100); video uploaded (2) is transcoding, then
 * done (100).
 */

/** The status that ends an item well (spec §4): audio uploaded (2), the others done (100). */
export function doneStatus(kind: MaterialKind): UploadStatus {
  return kind === 'audio' ? UPLOAD_STATUS.uploaded : UPLOAD_STATUS.done;
}

/** spec §4: a video counts as finished for the dialog when uploaded (2, transcoding) or done (100). */
export function succeeded(kind: MaterialKind, status: UploadStatus): boolean {
  return status === doneStatus(kind) || (kind === 'video' && status === UPLOAD_STATUS.uploaded);
}

/** The status word of an item (upload.status.*). */
export function statusLabelKey(kind: MaterialKind, status: UploadStatus): MessageKey {
  if (status === UPLOAD_STATUS.failed) return 'upload.status.failed';
  if (status === UPLOAD_STATUS.pending) return 'upload.status.pending';
  if (status === UPLOAD_STATUS.uploading) return 'upload.status.uploading';
  if (status === UPLOAD_STATUS.uploaded && kind === 'video') return 'upload.status.transcoding';
  return 'upload.status.done';
}

/** spec §5: picture upload is refused when the account's activity_upload_switch is the string '0'. */
export function isPictureUploadBlocked(switchValue: string | undefined): boolean {
  return switchValue === '0';
}
