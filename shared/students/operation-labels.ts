import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'user.note': '修改学员备注',
  'user.tag.create': '新建学员标签',
  'user.tag.update': '编辑学员标签',
  'user.tag.delete': '删除学员标签',
  'user.tag.assign': '给学员打标签',
};

/** The students area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const STUDENTS_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/user/note': 'user.note',
    'POST /api/v3/user/tag/create': 'user.tag.create',
    'POST /api/v3/user/tag/update': 'user.tag.update',
    'POST /api/v3/user/tag/delete': 'user.tag.delete',
    'POST /api/v3/user/tag/assign': 'user.tag.assign',
  },
  unlogged: {
    'POST /api/v3/user/tag/preview': 'a read: how many students a tag rule names (POST for its body)',
  },
  names: {
    'zh-CN': names,
    en: {
      'user.note': 'Edit student note',
      'user.tag.create': 'Create student tag',
      'user.tag.update': 'Edit student tag',
      'user.tag.delete': 'Delete student tag',
      'user.tag.assign': 'Tag students',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
