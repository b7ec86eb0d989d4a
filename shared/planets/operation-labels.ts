import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'planet.create': '新建星球',
  'planet.update': '编辑星球',
  'planet.audit.start': '提交星球审核',
  'planet.audit.retry': '重新提交星球审核',
  'planet.settings': '修改星球设置',
};

/** The planets area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const PLANETS_OPERATION_LABELS = {
  routes: {
    'POST /api/v4/planet/create': 'planet.create',
    'POST /api/v4/planet/update': 'planet.update',
    'POST /api/v4/planet/startAudit': 'planet.audit.start',
    'POST /api/v4/planet/retryAudit': 'planet.audit.retry',
    'POST /api/v4/planet/updateSettings': 'planet.settings',
  },
  names: {
    'zh-CN': names,
    en: {
      'planet.create': 'Create planet',
      'planet.update': 'Edit planet',
      'planet.audit.start': 'Submit planet for review',
      'planet.audit.retry': 'Resubmit planet for review',
      'planet.settings': 'Change planet settings',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
