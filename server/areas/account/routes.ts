/**
 * Sign-in, session and account calls (spec §7 "Login", DESIGN.md Login contract).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Phone as phone, RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { TeacherAccount, UserInfo } from '@shared/account/types.ts';
import { LoginData } from '@shared/session/types.ts';
import { fail } from '@server/errors.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { toUserInfo } from './views.ts';

const open = { public: true } as const;
const token = Type.String({ minLength: 1, maxLength: 256 });
const noQuery = queryOf({});
const Login = answers(dataAnswer(LoginData));

export function registerAccountRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { users, sms, login, sessions, phoneLookups } = services;

  app.get(
    ACCOUNT_PATHS.phoneExist,
    { config: open, schema: { querystring: queryOf({ phone }), response: answers(dataAnswer(Type.Object({ exist: Type.Boolean() }))) } },
    async (request) => {
      const { phone: number } = request.query;
      return ok({ exist: await phoneLookups.lookup(number, request.ip, () => users.phoneExists(number)) });
    },
  );

  app.post(ACCOUNT_PATHS.sendSms, { config: open, schema: { querystring: noQuery, body: closedBody(Type.Object({ phone })), response: answers(EmptyAnswer) } }, async (request) => {
    await sms.sendCode(request.body.phone);
    return ok();
  });

  app.post(
    ACCOUNT_PATHS.webLogin,
    {
      config: open,
      schema: {
        querystring: noQuery,
        body: closedBody(
          Type.Object({
            phone,
            password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', [RULE_KEYWORD]: '必须是 6 位数字' })),
          }),
        ),
        response: Login,
      },
    },
    async (request) => {
      const { phone: number, password, code } = request.body;
      if (password !== undefined && code !== undefined) throw fail.validation('参数错误：password 与 code 只能填写一个');
      if (password !== undefined) return ok(await login.withPassword(number, password, request.ip));
      if (code !== undefined) return ok(await login.withSmsCode(number, code, request.ip));
      throw fail.validation('参数错误：缺少必填字段 password 或 code');
    },
  );

  app.post(ACCOUNT_PATHS.loginAuth, { config: open, schema: { querystring: noQuery, body: closedBody(Type.Object({ access_token: token })), response: Login } }, async (request) =>
    ok(await sessions.loginWithAccessToken(request.body.access_token)),
  );

  app.post(ACCOUNT_PATHS.refreshToken, { config: open, schema: { querystring: noQuery, body: closedBody(Type.Object({ refresh_token: token })), response: Login } }, async (request) =>
    ok(await sessions.refresh(request.body.refresh_token)),
  );

  app.get(ACCOUNT_PATHS.userInfo, { config: inModule(SHELL), schema: { querystring: noQuery, response: answers(dataAnswer(UserInfo)) } }, async (request) =>
    ok(toUserInfo(sessionOf(request))),
  );

  app.post(ACCOUNT_PATHS.logout, { config: inModule(SHELL), schema: { querystring: noQuery, response: answers(EmptyAnswer) } }, async (request) => {
    await sessions.logout(sessionOf(request));
    return ok();
  });

  app.get(ACCOUNT_PATHS.teacherAccounts, { config: inModule('setting.self'), schema: { querystring: noQuery, response: answers(rowsAnswer(TeacherAccount)) } }, async (request) =>
    okRows(await users.listTeacherAccounts(sessionOf(request))),
  );

  app.post(
    ACCOUNT_PATHS.teacherAccountStatus,
    { config: inModule('setting.self'), schema: { querystring: noQuery, body: closedBody(Type.Object({ id: Id, status: Type.Enum([0, 1], { type: 'integer' }) })), response: answers(EmptyAnswer) } },
    async (request) => {
      await services.staff.setStatus(sessionOf(request), request.body.id, request.body.status);
      return ok();
    },
  );
}
