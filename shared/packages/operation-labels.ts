import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'package.order.create': '购买资源包下单',
  'package.order.close': '关闭资源包订单',
  'package.order.pay': '资源包订单支付',
  'package.order.refund': '资源包订单退款',
};

/** The packages area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const PACKAGES_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/media/package/order/create': 'package.order.create',
    'POST /api/v3/media/package/order/close': 'package.order.close',
    'POST /api/v3/media/package/order/refund': 'package.order.refund',
  },
  names: {
    'zh-CN': names,
    en: {
      'package.order.create': 'Order resource package',
      'package.order.close': 'Close package order',
      'package.order.pay': 'Package order paid',
      'package.order.refund': 'Refund package order',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
