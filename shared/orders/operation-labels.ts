import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'order.shop.sync': '同步小店订单',
};

/** The orders area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const ORDERS_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/order/shop/sync': 'order.shop.sync',
  },
  names: {
    'zh-CN': names,
    en: {
      'order.shop.sync': 'Sync shop orders',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
