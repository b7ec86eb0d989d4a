/**
 * The default catalogue (DESIGN.md "Language") of what every widget may show: common words, the API client's
 * and the session's messages, the storage-full dialog and the sign-in prompt. Each element's own texts are in
 * a folder beside this file (guide/, materials/, ...), registered by that element; the console's own texts are
 * in console-zh-CN.ts. Keys are flat `area.key`; `{name}` marks a parameter. Spec texts written in Chinese
 * appear here verbatim; spec texts written in English appear verbatim in `en.ts`
 * (labels with a capital first letter).
 */
export const zhCN = {
  'common.loading': '加载中…',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.back': '返回',
  'common.retry': '重试',
  'common.empty': '暂无数据',
  'common.success': '操作成功',
  'common.failed': '操作失败',
  'common.operationCancelled': '已取消操作',
  'common.actions': '操作',

  'session.logoutTitle': '确认退出',
  'session.loggedOut': '您已被登出，可以取消继续留在该页面，或者重新登录',
  'session.loginAgain': '重新登录',
  'session.verifyFailed': '验证失败，请重新登录',

  'network.error': '网络异常，请检查网络连接',
  'network.timeout': '请求超时，请稍后重试',
  'network.httpError': '服务异常（{status}），请稍后重试',

  'storage.full': '您的存储空间已达上限',
  'storage.fullTitle': '存储空间已满',
  'storage.contactSupport': '请联系客服升级存储空间',
  'storageFull.seniorHint': '升级为高级讲师后，上传不再受存储额度限制。',
  'storageFull.contact': '联系客服',

  'common.clear': '清空',
  'embed.signInTitle': '请先登录',
  'embed.signInMessage': '登录 Lectern 后才能使用素材库、上传和消息。',
  'embed.signInAction': '去登录',
  'embed.signInHostHint': '登录后回到本页即可继续。',
} satisfies Record<string, string>;

export type CoreMessageKey = keyof typeof zhCN;

