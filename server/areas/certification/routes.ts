/**
 * The certification calls (docs/api.md "Teacher profile and certification"): the teacher profile, the
 * applications and the Douyin scopes, all of the page 账号设置 (`setting.self`), which links to them. A staff account with it may edit the
 * profile; the applications and the scopes speak for the teacher, so only the main account writes them. With
 * LECTERN_DEV_ROUTES=1 (never in production) the platform's reviewer is a route too.
 */
import type { FastifyInstance } from 'fastify';
import { CERTIFICATION_PATHS as P } from '@shared/certification/paths.ts';
import type { ApplyKind, DraftInput, ProfileInput, ReviewInput, TtScopeInput } from '@shared/certification/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';
import { draftFields, kindQuery, profileFields, profileRequired, reviewFields, reviewRequired, submitFields, ttScopeFields } from './fields.ts';

// reached from 账号设置 (its profile and certification links)
const config = inModule('setting.self');
const read = { config, schema: { querystring: querySchema() } };
const write = (body: ReturnType<typeof bodySchema>) => ({ config, schema: { querystring: querySchema(), body } });

export function registerCertificationRoutes(app: FastifyInstance, services: Services): void {
  const { profile, applications, ttScopes } = services.certification;

  app.get(P.profile, read, async (request) => ok(await profile.read(sessionOf(request))));
  app.post<{ Body: ProfileInput }>(P.profile, write(bodySchema(profileFields, profileRequired)), async (request) => ok(await profile.save(sessionOf(request), request.body)));

  app.get(P.applyList, read, async (request) => {
    const rows = await applications.list(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.get<{ Querystring: { kind: ApplyKind } }>(P.applyCurrent, { config, schema: { querystring: querySchema(kindQuery, ['kind']) } }, async (request) =>
    ok(await applications.current(sessionOf(request), request.query.kind)),
  );
  app.post<{ Body: DraftInput }>(P.applyDraft, write(bodySchema(draftFields)), async (request) => ok(await applications.saveDraft(sessionOf(request), request.body)));
  app.post<{ Body: { id: number } }>(P.applySubmit, write(bodySchema(submitFields)), async (request) => ok(await applications.submit(sessionOf(request), request.body.id)));

  app.get(P.ttScope, read, async (request) => {
    const rows = await ttScopes.read(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.post<{ Body: TtScopeInput }>(P.ttScope, write(bodySchema(ttScopeFields)), async (request) => {
    const rows = await ttScopes.save(sessionOf(request), request.body);
    return okRows(rows, rows.length);
  });

  if (devRoutesEnabled()) {
    app.post<{ Body: ReviewInput }>(P.devReview, write(bodySchema(reviewFields, reviewRequired)), async (request) =>
      ok(await applications.review(sessionOf(request), request.body)),
    );
  }
}
