import type { SharedArea } from '@shared/area-manifest.ts';
import type { planetMembersZhCN } from './texts-zh-CN.ts';

const titles = {
  '/planet/detail/member': '星球成员',
  '/p/planet/detail/member': '星球成员',
  '/planet/detail/data': '星球数据',
  '/p/planet/detail/data': '星球数据',
  '/planet/detail/menus': '星球菜单',
  '/p/planet/detail/menus': '星球菜单',
};

/** The planet-members area's shared manifest (listed in shared/areas.ts). */
export const planetMembersArea: SharedArea<typeof planetMembersZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/planet/detail/member': 'Planet members',
      '/p/planet/detail/member': 'Planet members',
      '/planet/detail/data': 'Planet statistics',
      '/p/planet/detail/data': 'Planet statistics',
      '/planet/detail/menus': 'Planet menus',
      '/p/planet/detail/menus': 'Planet menus',
    } satisfies Record<keyof typeof titles, string>,
  },
};
