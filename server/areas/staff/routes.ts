/**
 * The staff calls (docs/api.md "Staff and roles"): roles (权限管理, `setting.role`) and staff accounts
 * (员工管理, `setting.index`), main account only (the services refuse a staff account). Enabling and disabling
 * keeps the account area's path (`ACCOUNT_PATHS.teacherAccountStatus`).
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS as P } from '@shared/staff/paths.ts';
import { PASSWORD_PATTERN, STAFF_LIMITS } from '@shared/staff/rules.ts';
import { ok } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { idField, phoneField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import type { StaffInput } from '@shared/staff/types.ts';

const keyword = { type: 'string', maxLength: 50 };
const password = { type: 'string', maxLength: STAFF_LIMITS.passwordMax, pattern: PASSWORD_PATTERN, [RULE_KEYWORD]: `须为 ${STAFF_LIMITS.passwordMin}-${STAFF_LIMITS.passwordMax} 位且同时包含字母和数字` };

export function registerStaffRoutes(app: FastifyInstance, services: Services): void {
  const { roles, staff } = services;

  registerCrudRoutes(app, {
    paths: { findList: P.role.findList, create: P.role.create, update: P.role.update, delete: P.role.delete },
    module: 'setting.role',
    // 员工管理 gives each account a role
    listModule: ['setting.role', 'setting.index'],
    query: { keyword },
    fields: {
      name: { type: 'string', maxLength: STAFF_LIMITS.roleNameMax * 2 },
      description: { type: 'string', maxLength: STAFF_LIMITS.roleDescriptionMax * 2 },
      module_ids: { type: 'array', items: idField, maxItems: 500 },
    },
    // an empty description is left out of the body by the client (spec §5)
    required: ['name', 'module_ids'],
    service: roles,
  });

  app.get(P.role.modules, { config: inModule(['setting.role', 'setting.index']), schema: { querystring: querySchema() } }, async (request) =>
    ok(await roles.modules(sessionOf(request))),
  );

  // one set of fields for both writes: the service asks a new account for its phone and password, and keeps the
  // phone of an existing one
  registerCrudRoutes<unknown, StaffInput, Parameters<typeof staff.list>[1]>(app, {
    paths: P.staff,
    module: 'setting.index',
    query: { keyword, role_id: idField, status: { type: 'integer', enum: [0, 1] } },
    fields: {
      phone: phoneField,
      nickname: { type: 'string', maxLength: STAFF_LIMITS.nicknameMax * 2 },
      password,
      role_id: idField,
    },
    required: ['nickname', 'role_id'],
    service: {
      list: staff.list,
      create: (session, input) => staff.create(session, input),
      update: (session, id, input) => staff.update(session, id, input),
      remove: staff.remove,
    },
  });
}
