import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'planet.punchcard.create': '新建打卡',
  'planet.punchcard.update': '编辑打卡',
  'planet.punchcard.delete': '删除打卡',
  'planet.homework.create': '新建作业',
  'planet.homework.update': '编辑作业',
  'planet.homework.delete': '删除作业',
  'planet.homework.review': '点评作业',
  'planet.special.create': '新建专题',
  'planet.special.update': '编辑专题',
  'planet.special.delete': '删除专题',
  'planet.ask.answer': '回答提问',
  'planet.ask.delete': '删除提问',
};

/** The planet-programs area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const PLANET_PROGRAMS_OPERATION_LABELS = {
  routes: {
    'POST /api/v4/planet/punchcard/create': 'planet.punchcard.create',
    'POST /api/v4/planet/punchcard/update': 'planet.punchcard.update',
    'POST /api/v4/planet/punchcard/delete': 'planet.punchcard.delete',
    'POST /api/v4/planet/homework/create': 'planet.homework.create',
    'POST /api/v4/planet/homework/update': 'planet.homework.update',
    'POST /api/v4/planet/homework/delete': 'planet.homework.delete',
    'POST /api/v4/planet/homework/review': 'planet.homework.review',
    'POST /api/v4/planetSpecial/create': 'planet.special.create',
    'POST /api/v4/planetSpecial/update': 'planet.special.update',
    'POST /api/v4/planetSpecial/delete': 'planet.special.delete',
    'POST /api/v4/planet/ask/answer': 'planet.ask.answer',
    'POST /api/v4/planet/ask/delete': 'planet.ask.delete',
  },
  names: {
    'zh-CN': names,
    en: {
      'planet.punchcard.create': 'Create check-in',
      'planet.punchcard.update': 'Edit check-in',
      'planet.punchcard.delete': 'Delete check-in',
      'planet.homework.create': 'Create homework',
      'planet.homework.update': 'Edit homework',
      'planet.homework.delete': 'Delete homework',
      'planet.homework.review': 'Review homework',
      'planet.special.create': 'Create special',
      'planet.special.update': 'Edit special',
      'planet.special.delete': 'Delete special',
      'planet.ask.answer': 'Answer question',
      'planet.ask.delete': 'Delete question',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
