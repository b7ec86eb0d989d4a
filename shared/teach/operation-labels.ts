import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'teach.teacher.create': '新建讲师',
  'teach.teacher.update': '编辑讲师',
  'teach.teacher.delete': '删除讲师',
  'teach.book.create': '新建教材',
  'teach.book.update': '编辑教材',
  'teach.book.delete': '删除教材',
  'teach.courseware.create': '新建课件',
  'teach.courseware.update': '编辑课件',
  'teach.courseware.delete': '删除课件',
};

/** The teach area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const TEACH_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/teach/teacher/create': 'teach.teacher.create',
    'POST /api/v3/teach/teacher/update': 'teach.teacher.update',
    'POST /api/v3/teach/teacher/delete': 'teach.teacher.delete',
    'POST /api/v3/teach/book/create': 'teach.book.create',
    'POST /api/v3/teach/book/update': 'teach.book.update',
    'POST /api/v3/teach/book/delete': 'teach.book.delete',
    'POST /api/v3/teach/courseware/create': 'teach.courseware.create',
    'POST /api/v3/teach/courseware/update': 'teach.courseware.update',
    'POST /api/v3/teach/courseware/delete': 'teach.courseware.delete',
  },
  names: {
    'zh-CN': names,
    en: {
      'teach.teacher.create': 'Create teacher',
      'teach.teacher.update': 'Edit teacher',
      'teach.teacher.delete': 'Delete teacher',
      'teach.book.create': 'Create textbook',
      'teach.book.update': 'Edit textbook',
      'teach.book.delete': 'Delete textbook',
      'teach.courseware.create': 'Create courseware',
      'teach.courseware.update': 'Edit courseware',
      'teach.courseware.delete': 'Delete courseware',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
