import type { SharedArea } from '@shared/area-manifest.ts';
import type { trafficZhCN } from './texts-zh-CN.ts';

const titles = {
  '/traffic': '流量统计',
};

/** The traffic area's shared manifest (listed in shared/areas.ts). */
export const trafficArea: SharedArea<typeof trafficZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/traffic': 'Traffic',
    } satisfies Record<keyof typeof titles, string>,
  },
};
