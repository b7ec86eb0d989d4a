import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'user.group.create': '新建群聊',
  'user.group.update': '编辑群聊',
  'user.group.delete': '删除群聊',
  'user.autoreply.create': '新建自动回复',
  'user.autoreply.update': '编辑自动回复',
  'user.autoreply.delete': '删除自动回复',
  'user.autoreply.enable': '启用或停用自动回复',
};

/** The douyin-chat area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const DOUYIN_CHAT_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/user/groups/create': 'user.group.create',
    'POST /api/v3/user/groups/update': 'user.group.update',
    'POST /api/v3/user/groups/delete': 'user.group.delete',
    'POST /api/v3/user/autoreply/create': 'user.autoreply.create',
    'POST /api/v3/user/autoreply/update': 'user.autoreply.update',
    'POST /api/v3/user/autoreply/delete': 'user.autoreply.delete',
    'POST /api/v3/user/autoreply/enable': 'user.autoreply.enable',
  },
  unlogged: {
    'POST /api/v3/user/autoreply/test': 'a read: which auto-reply rule would answer a message (试一试, POST for its body)',
  },
  names: {
    'zh-CN': names,
    en: {
      'user.group.create': 'Create group chat',
      'user.group.update': 'Edit group chat',
      'user.group.delete': 'Delete group chat',
      'user.autoreply.create': 'Create auto reply',
      'user.autoreply.update': 'Edit auto reply',
      'user.autoreply.delete': 'Delete auto reply',
      'user.autoreply.enable': 'Enable or disable auto reply',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
