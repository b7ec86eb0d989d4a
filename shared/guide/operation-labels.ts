import type { OperationLabels } from '@shared/area-manifest.ts';

/** The guide area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const GUIDE_OPERATION_LABELS = {
  unlogged: {
    'POST /api/v3/account/guide_done': 'the account’s own guide progress',
  },
} as const satisfies OperationLabels;
