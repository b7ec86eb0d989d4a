/**
 * `<lectern-help>`'s texts: the help window, its search and the message form.
 * Registered by the element(s) that show them (`addMessages`), so each element's chunk carries its own texts;
 * the console adds every widget's texts (console-messages.ts). The English ones (en.ts) load only for locale en.
 */
export const helpZhCN = {
  'help.button': '帮助',
  'help.title': '帮助中心',
  'help.search': '搜索帮助',
  'help.searchPlaceholder': '输入关键词，如“上传”',
  'help.hot': '热门问题',
  'help.found': '找到 {n} 条相关结果',
  'help.none': '没有找到相关问题，换个关键词试试，或联系助理',
  'help.loadFailed': '加载失败，请稍后重试',
  'help.notSolved': '没有解决您的问题？',
  'help.contact': '联系助理',
  'help.site': '打开帮助中心',
  'help.message': '留言内容',
  'help.messagePlaceholder': '请描述您遇到的问题',
  'help.messageRequired': '请输入留言内容',
  'help.messageTooLong': '留言内容不能超过 {max} 个字',
  'help.contactField': '联系方式（选填）',
  'help.contactPlaceholder': '手机号或微信号',
  'help.contactTooLong': '联系方式不能超过 {max} 个字',
  'help.send': '提交留言',
  'help.sent': '已收到您的留言（编号 {id}），助理会尽快回复您。',
} satisfies Record<string, string>;

export type HelpMessageKey = keyof typeof helpZhCN;
