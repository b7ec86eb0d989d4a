/**
 * The staff calls (docs/api.md "Staff and roles"): roles (权限管理, `setting.role`) and staff accounts
 * (员工管理, `setting.index`), main account only (the services refuse a staff account). Enabling and disabling
 * keeps the account area's path (`ACCOUNT_PATHS.teacherAccountStatus`).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { STAFF_PATHS as P } from '@shared/staff/paths.ts';
import { RoleModuleTree, staffAccounts, staffRoles } from '@shared/staff/types.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

export function registerStaffRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { roles, staff } = services;

  // 员工管理 gives each account a role
  registerResourceRoutes(server, { resource: staffRoles, module: 'setting.role', listModule: ['setting.role', 'setting.index'], service: roles });

  app.get(P.role.modules, { config: inModule(['setting.role', 'setting.index']), schema: { querystring: queryOf({}), response: answers(dataAnswer(RoleModuleTree)) } }, async (request) =>
    ok(await roles.modules(sessionOf(request))),
  );

  registerResourceRoutes(server, { resource: staffAccounts, module: 'setting.index', service: staff });
}
