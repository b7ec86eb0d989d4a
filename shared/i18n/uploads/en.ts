import type { UploadMessageKey } from './zh-CN.ts';

/** English texts of zh-CN.ts beside this file, loaded when English is chosen. */
export const uploadsEn: Record<UploadMessageKey, string> = {
  'upload.signFailed': 'upload failed, please retry later',
  'material.tab.picture': 'Pictures',
  'material.tab.audio': 'Audio',
  'material.tab.video': 'Video',
  'material.tab.document': 'Documents',
  'material.category.default': 'Default category',
  'upload.processFailed': 'The file could not be processed',
  'upload.status.pending': 'Waiting',
  'upload.status.uploading': 'Uploading',
  'upload.status.transcoding': 'Transcoding',
  'upload.status.done': 'Uploaded',
  'upload.status.failed': 'Upload failed',
};
