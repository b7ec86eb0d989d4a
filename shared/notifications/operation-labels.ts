import type { OperationLabels } from '@shared/area-manifest.ts';

/** The notifications area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const NOTIFICATIONS_OPERATION_LABELS = {
  unlogged: {
    'POST /api/v3/column_hybrid/douyin/message_setread': 'the account’s own notification read marks',
    'POST /api/v3/column_hybrid/douyin/message_setread_all': 'the account’s own notification read marks',
    'POST /api/v3/column_hybrid/douyin/message_stream_ticket': 'a one-use ticket to open the notification stream',
  },
} as const satisfies OperationLabels;
