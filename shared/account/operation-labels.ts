import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'account.login': '登录',
  'account.logout': '退出登录',
};

/** The account area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const ACCOUNT_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/account/logout': 'account.logout',
    'POST /api/v3/teacher_hybrid/account/status': 'staff.status',
  },
  names: {
    'zh-CN': names,
    en: {
      'account.login': 'Signed in',
      'account.logout': 'Signed out',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
