import type { NotificationMessageKey } from './zh-CN.ts';

/** English texts of zh-CN.ts beside this file, loaded when English is chosen. */
export const notificationsEn: Record<NotificationMessageKey, string> = {
  'shell.notifications': 'Notifications',
  'shell.notificationsUnread': 'Notifications, {n} unread',
  'shell.unreadN': '{n} unread',
  'notification.readAllConfirm': 'confirm you have read all messages?',
  'notification.iHaveRead': 'I have read',
  'notification.markAllRead': 'Mark all read',
  'notification.type.platform': 'Platform',
  'notification.type.deal': 'Deals',
  'notification.type.market': 'Marketing',
  'notification.type.official': 'Official',
  'notification.typeTabs': 'Message types',
  'notification.readFilter': 'Read status',
  'notification.filter.all': 'All',
  'notification.filter.unread': 'Unread',
  'notification.filter.read': 'Read',
  'notification.list': 'Messages',
  'notification.empty': 'No messages',
  'notification.end': 'No more messages',
};
