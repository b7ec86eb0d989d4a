import type { SharedArea } from '@shared/area-manifest.ts';
import type { ordersZhCN } from './texts-zh-CN.ts';

const titles = {
  '/order/center': '订单中心',
  '/order/manage': '商城订单',
};

/** The orders area's shared manifest (listed in shared/areas.ts). */
export const ordersArea: SharedArea<typeof ordersZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/order/center': 'Order centre',
      '/order/manage': 'Shop orders',
    } satisfies Record<keyof typeof titles, string>,
  },
};
