/**
 * Sign-in, session and account calls (spec §7 "Login", DESIGN.md Login contract).
 */
import type { FastifyInstance } from 'fastify';
import { SHELL } from '@shared/menu/modules.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { fail } from '@server/errors.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, phoneField, querySchema, tokenField } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { toUserInfo } from './views.ts';

const open = { public: true } as const;

export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const { users, sms, login, sessions, phoneLookups } = services;

  app.get<{ Querystring: { phone: string } }>(
    ACCOUNT_PATHS.phoneExist,
    { config: open, schema: { querystring: querySchema({ phone: phoneField }, ['phone']) } },
    async (request) => {
      const { phone } = request.query;
      return ok({ exist: await phoneLookups.lookup(phone, request.ip, () => users.phoneExists(phone)) });
    },
  );

  app.post<{ Body: { phone: string } }>(
    ACCOUNT_PATHS.sendSms,
    { config: open, schema: { querystring: querySchema(), body: bodySchema({ phone: phoneField }) } },
    async (request) => {
      await sms.sendCode(request.body.phone);
      return ok();
    },
  );

  app.post<{ Body: { phone: string; password?: string; code?: string } }>(
    ACCOUNT_PATHS.webLogin,
    {
      config: open,
      schema: {
        querystring: querySchema(),
        body: bodySchema(
          {
            phone: phoneField,
            password: { type: 'string', minLength: 1, maxLength: 128 },
            code: { type: 'string', pattern: '^[0-9]{6}$', [RULE_KEYWORD]: '必须是 6 位数字' },
          },
          ['phone'],
        ),
      },
    },
    async (request) => {
      const { phone, password, code } = request.body;
      if (password !== undefined && code !== undefined) throw fail.validation('参数错误：password 与 code 只能填写一个');
      if (password !== undefined) return ok(await login.withPassword(phone, password, request.ip));
      if (code !== undefined) return ok(await login.withSmsCode(phone, code, request.ip));
      throw fail.validation('参数错误：缺少必填字段 password 或 code');
    },
  );

  app.post<{ Body: { access_token: string } }>(
    ACCOUNT_PATHS.loginAuth,
    { config: open, schema: { querystring: querySchema(), body: bodySchema({ access_token: tokenField }) } },
    async (request) => ok(await sessions.loginWithAccessToken(request.body.access_token)),
  );

  app.post<{ Body: { refresh_token: string } }>(
    ACCOUNT_PATHS.refreshToken,
    { config: open, schema: { querystring: querySchema(), body: bodySchema({ refresh_token: tokenField }) } },
    async (request) => ok(await sessions.refresh(request.body.refresh_token)),
  );

  app.get(ACCOUNT_PATHS.userInfo, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    ok(toUserInfo(sessionOf(request))),
  );

  app.post(ACCOUNT_PATHS.logout, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) => {
    await sessions.logout(sessionOf(request));
    return ok();
  });

  app.get(ACCOUNT_PATHS.teacherAccounts, { config: inModule('setting.self'), schema: { querystring: querySchema() } }, async (request) =>
    okRows(await users.listTeacherAccounts(sessionOf(request))),
  );

  app.post<{ Body: { id: number; status: 0 | 1 } }>(
    ACCOUNT_PATHS.teacherAccountStatus,
    {
      config: inModule('setting.self'),
      schema: {
        querystring: querySchema(),
        body: bodySchema({ id: idField, status: { type: 'integer', enum: [0, 1] } }),
      },
    },
    async (request) => {
      await services.staff.setStatus(sessionOf(request), request.body.id, request.body.status);
      return ok();
    },
  );
}
