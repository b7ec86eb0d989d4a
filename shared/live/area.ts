import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { liveZhCN } from './texts-zh-CN.ts';

const titles = {
  '/live/create': '创建直播',
  '/live/edit': '编辑直播',
  '/live/batch': '批量创建直播',
  '/live/list': '直播列表',
  '/live/soft': '直播工具',
};

/** the live pages opened from 直播列表 rather than from the menu */
const parents: Record<string, RouteParent> = {
  '/live/edit': { path: '/live/list' },
  '/live/batch': { path: '/live/list' },
  '/live/soft': { path: '/live/list' },
};

/** The live area's shared manifest (listed in shared/areas.ts). */
export const liveArea: SharedArea<typeof liveZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/live/create': 'New live stream',
      '/live/edit': 'Edit live stream',
      '/live/batch': 'Batch live streams',
      '/live/list': 'Live streams',
      '/live/soft': 'Live tools',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: parents,
};
