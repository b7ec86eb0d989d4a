import type { SharedArea } from '@shared/area-manifest.ts';
import type { studentsZhCN } from './texts-zh-CN.ts';

const titles = {
  '/user/index': '用户列表',
  '/user/detail': '用户详情',
  '/user/tags': '用户标签',
  '/user/tags/edit': '编辑标签',
};

/** The students area's shared manifest (listed in shared/areas.ts). */
export const studentsArea: SharedArea<typeof studentsZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/user/index': 'User list',
      '/user/detail': 'User details',
      '/user/tags': 'User tags',
      '/user/tags/edit': 'Edit tag',
    } satisfies Record<keyof typeof titles, string>,
  },
};
