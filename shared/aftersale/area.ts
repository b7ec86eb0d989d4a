import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { aftersaleZhCN } from './texts-zh-CN.ts';

const titles = {
  '/aftersale/index': '退款',
  '/aftersale/appeal': '投诉',
  '/aftersale/detail': '售后详情',
};

/** a refund request's detail is opened from 退款 */
const parents: Record<string, RouteParent> = {
  '/aftersale/detail': { path: '/aftersale/index' },
};

/** The aftersale area's shared manifest (listed in shared/areas.ts). */
export const aftersaleArea: SharedArea<typeof aftersaleZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/aftersale/index': 'Refunds',
      '/aftersale/appeal': 'Complaints',
      '/aftersale/detail': 'After-sale details',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: parents,
};
