/**
 * The one status vocabulary of an upload, from the server's material row to the dialogs.
 *
 * An upload is queued (pending), sends its bytes (uploading), has them on the server (uploaded: audio and video
 * are then processed: duration, poster, a playable file) and ends done, or failed at any step. The spec numbers
 * these stages in two places, and both numberings are fixed, so both are named here and nowhere else:
 *
 *   an item of an upload queue, the material screens' dialog and the shell-wide uploader alike (spec §3 "Upload
 *   file item", §4 "Upload item status on material screens", "Shell-wide uploader"):
 *       failed -1 (ours) · pending 0 · uploading 1 · uploaded 2 · done 100
 *   the server's processing of a material, in its row and in the video status answer (spec §4: "Video status
 *   is polled … until the status equals 2"):
 *       failed -1 · missing 0 (no material yet) · processing 1 · processed 2
 *
 * So 2 is "the bytes are in" for an item and "processed" for the server; the names keep them apart.
 */

/** The status of an upload queue item (spec §3/§4). */
export const UPLOAD_STATUS = {
  /** ours: the spec does not number a failure */
  failed: -1,
  pending: 0,
  uploading: 1,
  /** the bytes are in: a video transcodes (spec §4 "2 transcoding"), an audio item of the material screens is done */
  uploaded: 2,
  /** pictures and documents stored, audio and video processed (spec §4 "100 done", "100 transcoded") */
  done: 100,
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/** The server's processing of a material: the row's status and the video status answer (spec §4). */
export const PROCESSING_STATUS = {
  failed: -1,
  /** the video status answer for a video_id that has no material (yet) */
  missing: 0,
  processing: 1,
  /** the status the uploaders poll for (spec §4); pictures and documents are stored processed */
  processed: 2,
} as const;
export type ProcessingStatus = (typeof PROCESSING_STATUS)[keyof typeof PROCESSING_STATUS];
/** A material row exists, so its processing is never missing. */
export type MaterialStatus = Exclude<ProcessingStatus, typeof PROCESSING_STATUS.missing>;

/** The item's bytes are on the server (uploaded or done): it has a material, and nothing more to send. */
export function isUploaded(status: UploadStatus): boolean {
  return status === UPLOAD_STATUS.uploaded || status === UPLOAD_STATUS.done;
}

/** The item still has bytes to send, now or later. */
export function isUnsent(status: UploadStatus): boolean {
  return status === UPLOAD_STATUS.pending || status === UPLOAD_STATUS.uploading;
}
