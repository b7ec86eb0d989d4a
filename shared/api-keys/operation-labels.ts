import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'apikey.create': '新建开放接口密钥',
  'apikey.revoke': '吊销开放接口密钥',
};

/** The api-keys area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const API_KEYS_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/teacher_hybrid/api_key/create': 'apikey.create',
    'POST /api/v3/teacher_hybrid/api_key/revoke': 'apikey.revoke',
  },
  names: {
    'zh-CN': names,
    en: {
      'apikey.create': 'Create API key',
      'apikey.revoke': 'Revoke API key',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
