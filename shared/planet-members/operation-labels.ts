import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'planet.menus': '修改星球菜单',
  'planet.member.update': '编辑成员',
  'planet.member.refund': '成员退款',
  'planet.member.ban': '拉黑成员',
  'planet.member.unban': '移出黑名单',
};

/** The planet-members area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const PLANET_MEMBERS_OPERATION_LABELS = {
  routes: {
    'POST /api/v4/planet/menus/update': 'planet.menus',
    'POST /api/v4/planet/member/update': 'planet.member.update',
    'POST /api/v4/planet/member/refund': 'planet.member.refund',
    'POST /api/v4/planet/blacklist/ban': 'planet.member.ban',
    'POST /api/v4/planet/blacklist/unban': 'planet.member.unban',
  },
  names: {
    'zh-CN': names,
    en: {
      'planet.menus': 'Change planet menus',
      'planet.member.update': 'Edit member',
      'planet.member.refund': 'Refund member',
      'planet.member.ban': 'Block member',
      'planet.member.unban': 'Unblock member',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
