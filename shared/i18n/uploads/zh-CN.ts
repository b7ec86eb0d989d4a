/**
 * Texts of uploading a material, shared by `<lectern-uploader>` and the material library's upload dialog: the kinds,
 * the upload statuses and the names of the categories the server makes itself (shared/materials/category-label.ts).
 * Registered by the element(s) that show them (`addMessages`), so each element's chunk carries its own texts;
 * the console adds every widget's texts (console-messages.ts). The English ones (en.ts) load only for locale en.
 */
export const uploadsZhCN = {
  'upload.signFailed': '上传失败，请稍后重试',
  'material.tab.picture': '图片',
  'material.tab.audio': '音频',
  'material.tab.video': '视频',
  'material.tab.document': '文档',
  'material.category.default': '默认分类',
  'upload.processFailed': '文件处理失败',
  'upload.status.pending': '等待上传',
  'upload.status.uploading': '上传中',
  'upload.status.transcoding': '转码中',
  'upload.status.done': '上传完成',
  'upload.status.failed': '上传失败',
} satisfies Record<string, string>;

export type UploadMessageKey = keyof typeof uploadsZhCN;
