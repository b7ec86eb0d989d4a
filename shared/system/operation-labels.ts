import type { OperationLabels } from '@shared/area-manifest.ts';

/** The system area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const SYSTEM_OPERATION_LABELS = {
  unlogged: {
    'POST /api/v3/system/page_visit': 'a page view counted for the visit figures',
  },
} as const satisfies OperationLabels;
