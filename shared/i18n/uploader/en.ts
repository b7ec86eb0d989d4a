import type { UploaderMessageKey } from './zh-CN.ts';

/** English texts of zh-CN.ts beside this file, loaded when English is chosen. */
export const uploaderEn: Record<UploaderMessageKey, string> = {
  'upload.deleteTaskConfirm': 'delete this upload task?',
  'upload.quotaExhausted': 'account upload quota exhausted, upgrade to senior lecturer to continue uploading',
  'shellUpload.button': 'Upload',
  'shellUpload.title': 'Upload audio and video',
  'shellUpload.drop': 'Click to choose, or drop audio and video files here',
  'shellUpload.category': 'Category',
  'shellUpload.duplicate': 'Already in the upload queue, skipped: {names}',
  'shellUpload.offline': 'Offline: uploads are paused and go on when the network is back',
  'shellUpload.paused': 'Paused',
  'shellUpload.uploaded': 'Uploaded, processing',
  'shellUpload.reselect': 'Choose this file again to go on uploading',
  'shellUpload.reselectButton': 'Choose again',
  'shellUpload.delete': 'Delete',
  'shellUpload.clearFinished': 'Clear finished',
  'shellUpload.queueLabel': 'Upload queue',
};
