import type { SharedArea } from '@shared/area-manifest.ts';
import type { douyinChatZhCN } from './texts-zh-CN.ts';

const titles = {
  '/user/groups': '群聊管理',
  '/groups/autoreply': '自动回复',
  '/database/costomer': '潜在客户',
};

/** The douyin-chat area's shared manifest (listed in shared/areas.ts). */
export const douyinChatArea: SharedArea<typeof douyinChatZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/user/groups': 'Group chats',
      '/groups/autoreply': 'Auto reply',
      '/database/costomer': 'Potential customers',
    } satisfies Record<keyof typeof titles, string>,
  },
};
