import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'funds.verify.send': '发送资金安全验证码',
  'funds.verify': '资金安全验证',
  'funds.account.create': '添加收款账户',
  'funds.account.update': '修改收款账户',
  'funds.account.delete': '删除收款账户',
  'funds.account.default': '设为默认收款账户',
  'saas.trial': '领取试用',
  'saas.order.create': '购买服务下单',
  'saas.order.close': '关闭服务订单',
  'saas.order.pay': '服务订单支付',
  'saas.order.refund': '服务订单退款',
  'planet.course.relate': '星球关联课程',
  'planet.course.unrelate': '星球取消关联课程',
};

/** The planet-funds area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const PLANET_FUNDS_OPERATION_LABELS = {
  routes: {
    'POST /api/v4/planet/funds/withdraw': 'funds.withdraw',
    'POST /api/v4/planet/funds/verification/send': 'funds.verify.send',
    'POST /api/v4/planet/funds/verification/confirm': 'funds.verify',
    'POST /api/v4/planet/funds/account/create': 'funds.account.create',
    'POST /api/v4/planet/funds/account/update': 'funds.account.update',
    'POST /api/v4/planet/funds/account/delete': 'funds.account.delete',
    'POST /api/v4/planet/funds/account/setDefault': 'funds.account.default',
    'POST /api/v4/planet/money/trial': 'saas.trial',
    'POST /api/v4/planet/money/order/create': 'saas.order.create',
    'POST /api/v4/planet/money/order/close': 'saas.order.close',
    'POST /api/v4/planet/money/order/refund': 'saas.order.refund',
    'POST /api/v4/planetCourse/relate': 'planet.course.relate',
    'POST /api/v4/planetCourse/unrelate': 'planet.course.unrelate',
  },
  names: {
    'zh-CN': names,
    en: {
      'funds.verify.send': 'Send funds verification code',
      'funds.verify': 'Funds verification',
      'funds.account.create': 'Add payout account',
      'funds.account.update': 'Edit payout account',
      'funds.account.delete': 'Delete payout account',
      'funds.account.default': 'Set default payout account',
      'saas.trial': 'Start trial',
      'saas.order.create': 'Order platform service',
      'saas.order.close': 'Close service order',
      'saas.order.pay': 'Service order paid',
      'saas.order.refund': 'Refund service order',
      'planet.course.relate': 'Link course to planet',
      'planet.course.unrelate': 'Unlink course from planet',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
