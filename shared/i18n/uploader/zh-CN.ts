/**
 * `<lectern-uploader>`'s texts: the audio and video upload queue.
 * Registered by the element(s) that show them (`addMessages`), so each element's chunk carries its own texts;
 * the console adds every widget's texts (console-messages.ts). The English ones (en.ts) load only for locale en.
 */
export const uploaderZhCN = {
  'upload.deleteTaskConfirm': '确定删除该上传任务吗？',
  'upload.quotaExhausted': '账号上传额度已用尽，升级为高级讲师后可继续上传',
  'shellUpload.button': '上传',
  'shellUpload.title': '上传音视频',
  'shellUpload.drop': '点击选择或拖入音频、视频文件',
  'shellUpload.category': '上传到分类',
  'shellUpload.duplicate': '已在上传队列中，已跳过：{names}',
  'shellUpload.offline': '网络已断开，上传已暂停，恢复联网后将自动继续',
  'shellUpload.paused': '已暂停',
  'shellUpload.uploaded': '已上传，处理中',
  'shellUpload.reselect': '请重新选择此文件以继续上传',
  'shellUpload.reselectButton': '重新选择',
  'shellUpload.delete': '删除',
  'shellUpload.clearFinished': '清除已完成',
  'shellUpload.queueLabel': '上传队列',
} satisfies Record<string, string>;

export type UploaderMessageKey = keyof typeof uploaderZhCN;
