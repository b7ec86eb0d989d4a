/**
 * The certification calls (docs/api.md "Teacher profile and certification"): the teacher profile, the
 * applications and the Douyin scopes, all of the page 账号设置 (`setting.self`), which links to them. A staff account with it may edit the
 * profile; the applications and the scopes speak for the teacher, so only the main account writes them. With
 * LECTERN_DEV_ROUTES=1 (never in production) the platform's reviewer is a route too.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type, type TObject } from '@shared/api/schema.ts';
import { CERTIFICATION_PATHS as P } from '@shared/certification/paths.ts';
import { APPLY_KINDS, Application, ApplicationRow, DraftInput, ProfileInput, ReviewInput, TeacherProfile, TtScopeInput, TtScopeState } from '@shared/certification/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';

// reached from 账号设置 (its profile and certification links)
const config = inModule('setting.self');
const noQuery = queryOf({});
const write = <B extends TObject>(body: B) => ({ querystring: noQuery, body: closedBody(body) });
const kind = Type.Enum(APPLY_KINDS, { type: 'string', [RULE_KEYWORD]: `必须是 ${APPLY_KINDS.join('、')} 之一` });
const One = answers(dataAnswer(Application));
const Scopes = answers(rowsAnswer(TtScopeState));

export function registerCertificationRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { profile, applications, ttScopes } = services.certification;
  const Profile = answers(dataAnswer(TeacherProfile));

  app.get(P.profile, { config, schema: { querystring: noQuery, response: Profile } }, async (request) => ok(await profile.read(sessionOf(request))));
  app.post(P.profile, { config, schema: { ...write(ProfileInput), response: Profile } }, async (request) => ok(await profile.save(sessionOf(request), request.body)));

  app.get(P.applyList, { config, schema: { querystring: noQuery, response: answers(rowsAnswer(ApplicationRow)) } }, async (request) => {
    const rows = await applications.list(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.get(P.applyCurrent, { config, schema: { querystring: queryOf({ kind }), response: answers(dataAnswer(Type.Union([Application, Type.Null()]))) } }, async (request) =>
    ok(await applications.current(sessionOf(request), request.query.kind)),
  );
  app.post(P.applyDraft, { config, schema: { ...write(DraftInput), response: One } }, async (request) => ok(await applications.saveDraft(sessionOf(request), request.body)));
  app.post(P.applySubmit, { config, schema: { ...write(Type.Object({ id: Id })), response: One } }, async (request) =>
    ok(await applications.submit(sessionOf(request), request.body.id)),
  );

  app.get(P.ttScope, { config, schema: { querystring: noQuery, response: Scopes } }, async (request) => {
    const rows = await ttScopes.read(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.post(P.ttScope, { config, schema: { ...write(TtScopeInput), response: Scopes } }, async (request) => {
    const rows = await ttScopes.save(sessionOf(request), request.body);
    return okRows(rows, rows.length);
  });

  if (devRoutesEnabled()) {
    app.post(P.devReview, { config, schema: { ...write(ReviewInput), response: One } }, async (request) => ok(await applications.review(sessionOf(request), request.body)));
  }
}
