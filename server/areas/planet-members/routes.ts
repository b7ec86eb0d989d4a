/**
 * Planet members, blacklist, refunds, statistics and the member-facing menu (spec §7 "Planet: member
 * update, refund, blacklist" and "Statistics: /api/v4/planet/web/statistic/*"; exact paths are ours,
 * docs/api.md). JSON bodies; every call names the planet (`planet_id`); a staff account acts for
 * its main account.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cleanText, Id, RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { PLANET_MEMBER_PATHS } from '@shared/planet-members/paths.ts';
import {
  AssignableMemberRole, MemberListQuery, MemberRefund, MemberRefundRecord, memberKeyword, memberPaging, PLANET_MENU_KEYS, PlanetMember, PlanetMenuItem,
  PlanetStatisticOverview, PlanetTrendDay,
} from '@shared/planet-members/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

const noQuery = queryOf({});
const reason = Type.String({ maxLength: MEMBER_LIMITS.reasonMax * 2 });
const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss' });
const ofPlanet = { planet_id: Id };
const ofMember = { planet_id: Id, id: Id };
const oneMember = answers(dataAnswer(PlanetMember));
const menu = answers(rowsAnswer(PlanetMenuItem));

export function registerPlanetMemberRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { planetMembers } = services;

  app.get(
    PLANET_MEMBER_PATHS.findList,
    { config: PLANET, schema: { querystring: queryOf(MemberListQuery.properties), response: answers(rowsAnswer(PlanetMember)) } },
    async (request) => {
      const { planet_id: planetId, page: p, pageSize: size, keyword: word, role, status, blacklisted } = request.query;
      const found = await planetMembers.list(sessionOf(request), planetId, {
        page: p,
        pageSize: size,
        ...(word ? { keyword: word } : {}),
        ...(role ? { role } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(blacklisted !== undefined ? { blacklisted } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );

  const memberChanges = closedBody(
    Type.Object(
      { ...ofMember, role: Type.Optional(AssignableMemberRole), description: Type.Optional(cleanText(MEMBER_LIMITS.descriptionMax * 2)) },
      { anyOf: [{ required: ['role'] }, { required: ['description'] }] },
    ),
  );
  app.post(PLANET_MEMBER_PATHS.update, { config: PLANET, schema: { querystring: noQuery, body: memberChanges, response: oneMember } }, async (request) => {
    const { planet_id: planetId, id, ...changes } = request.body;
    return ok(await planetMembers.update(sessionOf(request), planetId, id, changes));
  });

  app.post(
    PLANET_MEMBER_PATHS.refund,
    {
      config: PLANET,
      schema: {
        querystring: noQuery,
        body: closedBody(Type.Object({ ...ofMember, amount: Type.Integer({ minimum: 1, [RULE_KEYWORD]: '必须是大于 0 的整数（分）' }), reason })),
        response: answers(dataAnswer(MemberRefund)),
      },
    },
    async (request) => {
      const { planet_id: planetId, id, amount, reason: why } = request.body;
      return ok(await planetMembers.refund(sessionOf(request), planetId, id, amount, why));
    },
  );

  app.get(
    PLANET_MEMBER_PATHS.refundList,
    { config: PLANET, schema: { querystring: queryOf({ ...ofPlanet, ...memberPaging }), response: answers(rowsAnswer(MemberRefundRecord)) } },
    async (request) => {
      const { planet_id: planetId, page: p, pageSize: size } = request.query;
      const found = await planetMembers.refunds(sessionOf(request), planetId, { page: p, pageSize: size });
      return okRows(found.rows, found.totalCount);
    },
  );

  app.post(
    PLANET_MEMBER_PATHS.ban,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ ...ofMember, reason })), response: oneMember } },
    async (request) => ok(await planetMembers.ban(sessionOf(request), request.body.planet_id, request.body.id, request.body.reason)),
  );

  app.post(
    PLANET_MEMBER_PATHS.unban,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object(ofMember)), response: oneMember } },
    async (request) => ok(await planetMembers.unban(sessionOf(request), request.body.planet_id, request.body.id)),
  );

  app.get(
    PLANET_MEMBER_PATHS.blacklist,
    { config: PLANET, schema: { querystring: queryOf({ ...ofPlanet, ...memberPaging, keyword: Type.Optional(memberKeyword) }), response: answers(rowsAnswer(PlanetMember)) } },
    async (request) => {
      const { planet_id: planetId, page: p, pageSize: size, keyword: word } = request.query;
      const found = await planetMembers.blacklist(sessionOf(request), planetId, { page: p, pageSize: size, ...(word ? { keyword: word } : {}) });
      return okRows(found.rows, found.totalCount);
    },
  );

  const rangeQuery = queryOf({ ...ofPlanet, start: Type.Optional(date), end: Type.Optional(date) });
  const rangeOf = (query: { start?: string; end?: string }) => ({ ...(query.start ? { start: query.start } : {}), ...(query.end ? { end: query.end } : {}) });

  app.get(
    PLANET_MEMBER_PATHS.overview,
    { config: PLANET, schema: { querystring: rangeQuery, response: answers(dataAnswer(PlanetStatisticOverview)) } },
    async (request) => ok(await planetMembers.overview(sessionOf(request), request.query.planet_id, rangeOf(request.query))),
  );

  app.get(PLANET_MEMBER_PATHS.trend, { config: PLANET, schema: { querystring: rangeQuery, response: answers(rowsAnswer(PlanetTrendDay)) } }, async (request) => {
    const days = await planetMembers.trend(sessionOf(request), request.query.planet_id, rangeOf(request.query));
    return okRows(days);
  });

  app.get(PLANET_MEMBER_PATHS.menus, { config: PLANET, schema: { querystring: queryOf(ofPlanet), response: menu } }, async (request) =>
    okRows(await planetMembers.menus(sessionOf(request), request.query.planet_id)),
  );

  app.post(
    PLANET_MEMBER_PATHS.updateMenus,
    {
      config: PLANET,
      schema: {
        querystring: noQuery,
        body: closedBody(Type.Object({ ...ofPlanet, items: Type.Array(closedBody(PlanetMenuItem), { minItems: 1, maxItems: PLANET_MENU_KEYS.length }) })),
        response: menu,
      },
    },
    async (request) => okRows(await planetMembers.updateMenus(sessionOf(request), request.body.planet_id, request.body.items)),
  );
}
