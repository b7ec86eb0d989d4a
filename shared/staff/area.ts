import type { SharedArea } from '@shared/area-manifest.ts';
import type { staffZhCN } from './texts-zh-CN.ts';

const titles = {
  '/setting/role': '权限管理',
  '/setting/index': '员工管理',
};

/** The staff area's shared manifest (listed in shared/areas.ts). */
export const staffArea: SharedArea<typeof staffZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/role': 'Permissions',
      '/setting/index': 'Staff',
    } satisfies Record<keyof typeof titles, string>,
  },
};
