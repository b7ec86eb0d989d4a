import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'funds.withdraw': '申请提现',
  'funds.withdraw.settle': '提现结果',
  'funds.payee': '收款人实名认证',
};

/** The funds area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const FUNDS_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/accounting/withdraw': 'funds.withdraw',
    'POST /api/v3/accounting/payee': 'funds.payee',
  },
  names: {
    'zh-CN': names,
    en: {
      'funds.withdraw': 'Request withdrawal',
      'funds.withdraw.settle': 'Withdrawal result',
      'funds.payee': 'Payee identity verification',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
