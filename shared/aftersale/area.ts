import type { SharedArea } from '@shared/area-manifest.ts';
import type { aftersaleZhCN } from './texts-zh-CN.ts';

const titles = {
  '/aftersale/index': '退款',
  '/aftersale/appeal': '投诉',
  '/aftersale/detail': '售后详情',
};

/** The aftersale area on the shared side (listed in shared/areas.ts): its page titles and the type of its texts. */
export const aftersaleArea: SharedArea<typeof aftersaleZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/aftersale/index': 'Refunds',
      '/aftersale/appeal': 'Complaints',
      '/aftersale/detail': 'After-sale details',
    } satisfies Record<keyof typeof titles, string>,
  },
};
