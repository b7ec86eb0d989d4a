import type { SharedArea } from '@shared/area-manifest.ts';
import type { operationLogZhCN } from './texts-zh-CN.ts';

const titles = {
  '/setting/record': '操作记录',
};

/** The operation-log area's shared manifest (listed in shared/areas.ts). */
export const operationLogArea: SharedArea<typeof operationLogZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/record': 'Activity log',
    } satisfies Record<keyof typeof titles, string>,
  },
};
