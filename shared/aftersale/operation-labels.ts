import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'aftersale.approve': '同意退款',
  'aftersale.reject': '拒绝退款',
  'aftersale.appeal.reply': '回复申诉',
  'aftersale.appeal.close': '关闭申诉',
};

/** The aftersale area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const AFTERSALE_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/aftersale/approve': 'aftersale.approve',
    'POST /api/v3/aftersale/reject': 'aftersale.reject',
    'POST /api/v3/aftersale/appeal/reply': 'aftersale.appeal.reply',
    'POST /api/v3/aftersale/appeal/close': 'aftersale.appeal.close',
  },
  names: {
    'zh-CN': names,
    en: {
      'aftersale.approve': 'Approve refund',
      'aftersale.reject': 'Reject refund',
      'aftersale.appeal.reply': 'Reply to appeal',
      'aftersale.appeal.close': 'Close appeal',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
