import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'staff.role.create': '新建角色',
  'staff.role.update': '编辑角色',
  'staff.role.delete': '删除角色',
  'staff.create': '新建员工',
  'staff.update': '编辑员工',
  'staff.status': '启用/停用员工',
  'staff.delete': '删除员工',
};

/** The staff area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const STAFF_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/teacher_hybrid/role/create': 'staff.role.create',
    'POST /api/v3/teacher_hybrid/role/update': 'staff.role.update',
    'POST /api/v3/teacher_hybrid/role/delete': 'staff.role.delete',
    'POST /api/v3/teacher_hybrid/staff/create': 'staff.create',
    'POST /api/v3/teacher_hybrid/staff/update': 'staff.update',
    'POST /api/v3/teacher_hybrid/staff/delete': 'staff.delete',
  },
  names: {
    'zh-CN': names,
    en: {
      'staff.role.create': 'Create role',
      'staff.role.update': 'Edit role',
      'staff.role.delete': 'Delete role',
      'staff.create': 'Create staff account',
      'staff.update': 'Edit staff account',
      'staff.status': 'Enable or disable staff account',
      'staff.delete': 'Delete staff account',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
