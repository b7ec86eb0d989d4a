import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'live.create': '新建直播',
  'live.update': '编辑直播',
  'live.delete': '删除直播',
  'live.batch': '批量操作直播',
  'live.start': '开始直播',
  'live.end': '结束直播',
  'live.stream.reset': '重置推流地址',
};

/** The live area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const LIVE_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/live/create': 'live.create',
    'POST /api/v3/live/update': 'live.update',
    'POST /api/v3/live/delete': 'live.delete',
    'POST /api/v3/live/batch': 'live.batch',
    'POST /api/v3/live/start': 'live.start',
    'POST /api/v3/live/end': 'live.end',
    'POST /api/v3/live/stream/reset': 'live.stream.reset',
  },
  names: {
    'zh-CN': names,
    en: {
      'live.create': 'Create live session',
      'live.update': 'Edit live session',
      'live.delete': 'Delete live session',
      'live.batch': 'Bulk action on live sessions',
      'live.start': 'Start live session',
      'live.end': 'End live session',
      'live.stream.reset': 'Reset stream address',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
