/**
 * `<lectern-notification-bell>`'s texts: the bell, the drawer, the message types.
 * Registered by the element(s) that show them (`addMessages`), so each element's chunk carries its own texts;
 * the console adds every widget's texts (console-messages.ts). The English ones (en.ts) load only for locale en.
 */
export const notificationsZhCN = {
  'shell.notifications': '消息通知',
  'shell.notificationsUnread': '消息通知，{n} 条未读',
  'shell.unreadN': '{n} 条未读',
  'notification.readAllConfirm': '确认已阅读全部消息吗？',
  'notification.iHaveRead': '我已阅读',
  'notification.markAllRead': '全部已读',
  'notification.type.platform': '平台消息',
  'notification.type.deal': '交易消息',
  'notification.type.market': '营销消息',
  'notification.type.official': '官方消息',
  'notification.typeTabs': '消息类型',
  'notification.readFilter': '阅读状态',
  'notification.filter.all': '全部',
  'notification.filter.unread': '未读',
  'notification.filter.read': '已读',
  'notification.list': '消息列表',
  'notification.empty': '暂无消息',
  'notification.end': '没有更多消息了',
} satisfies Record<string, string>;

export type NotificationMessageKey = keyof typeof notificationsZhCN;
