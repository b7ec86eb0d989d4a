import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'help.contact': '联系客服',
};

/** The help area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const HELP_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/help/contact': 'help.contact',
  },
  names: {
    'zh-CN': names,
    en: {
      'help.contact': 'Contact support',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
