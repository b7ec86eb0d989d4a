/**
 * Planet members, blacklist, refunds, statistics and the member-facing menu (spec §7 "Planet: member
 * update, refund, blacklist" and "Statistics: /api/v4/planet/web/statistic/*"; exact paths are ours,
 * docs/api.md). JSON bodies; every call names the planet (`planet_id`); a staff account acts for
 * its main account.
 */
import type { FastifyInstance } from 'fastify';
import { MEMBER_LIMITS } from '@shared/planet-members/rules.ts';
import { PLANET_MEMBER_PATHS } from '@shared/planet-members/paths.ts';
import { PLANET_MENU_KEYS, type AssignableMemberRole, type PlanetMemberRole, type PlanetMemberStatus, type PlanetMenuItem } from '@shared/planet-members/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { cleanText } from '@server/content/clean-text.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

const page = { type: 'integer', minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: MEMBER_LIMITS.pageSizeMax, default: 10, [RULE_KEYWORD]: `必须是 1 到 ${MEMBER_LIMITS.pageSizeMax} 之间的整数` } as const;
const keyword = { type: 'string', maxLength: MEMBER_LIMITS.keywordMax } as const;
const reason = { type: 'string', maxLength: MEMBER_LIMITS.reasonMax * 2 } as const;
const date = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$',
  [RULE_KEYWORD]: '必须是 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
} as const;

type PlanetQuery = { planet_id: number };
type Paging = PlanetQuery & { page: number; pageSize: number };
type MemberListQuery = Paging & { keyword?: string; role?: PlanetMemberRole; status?: PlanetMemberStatus; blacklisted?: 0 | 1 };
type RangeQuery = PlanetQuery & { start?: string; end?: string };
type MemberBody = { planet_id: number; id: number };

export function registerPlanetMemberRoutes(app: FastifyInstance, services: Services): void {
  const { planetMembers } = services;
  const planetQuery = { planet_id: idField };
  const pagingQuery = { ...planetQuery, page, pageSize };

  app.get<{ Querystring: MemberListQuery }>(
    PLANET_MEMBER_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(
          {
            ...pagingQuery,
            keyword,
            role: { type: 'string', enum: ['owner', 'admin', 'member'], [RULE_KEYWORD]: '必须是 owner、admin 或 member' },
            status: { type: 'integer', enum: [0, 1, 2, 3], [RULE_KEYWORD]: '必须是 0、1、2 或 3' },
            blacklisted: { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' },
          },
          ['planet_id'],
        ),
      },
    },
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

  app.post<{ Body: MemberBody & { role?: AssignableMemberRole; description?: string } }>(
    PLANET_MEMBER_PATHS.update,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: {
          ...bodySchema(
            {
              planet_id: idField,
              id: idField,
              role: { type: 'string', enum: ['admin', 'member'], [RULE_KEYWORD]: '必须是 admin 或 member' },
              description: cleanText(MEMBER_LIMITS.descriptionMax * 2),
            },
            ['planet_id', 'id'],
          ),
          anyOf: [{ required: ['role'] }, { required: ['description'] }],
        },
      },
    },
    async (request) => {
      const { planet_id: planetId, id, ...changes } = request.body;
      return ok(await planetMembers.update(sessionOf(request), planetId, id, changes));
    },
  );

  app.post<{ Body: MemberBody & { amount: number; reason: string } }>(
    PLANET_MEMBER_PATHS.refund,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          planet_id: idField,
          id: idField,
          amount: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是大于 0 的整数（分）' },
          reason,
        }),
      },
    },
    async (request) => {
      const { planet_id: planetId, id, amount, reason: why } = request.body;
      return ok(await planetMembers.refund(sessionOf(request), planetId, id, amount, why));
    },
  );

  app.get<{ Querystring: Paging }>(PLANET_MEMBER_PATHS.refundList, { config: PLANET, schema: { querystring: querySchema(pagingQuery, ['planet_id']) } }, async (request) => {
    const { planet_id: planetId, page: p, pageSize: size } = request.query;
    const found = await planetMembers.refunds(sessionOf(request), planetId, { page: p, pageSize: size });
    return okRows(found.rows, found.totalCount);
  });

  app.post<{ Body: MemberBody & { reason: string } }>(
    PLANET_MEMBER_PATHS.ban,
    { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, id: idField, reason }) } },
    async (request) => ok(await planetMembers.ban(sessionOf(request), request.body.planet_id, request.body.id, request.body.reason)),
  );

  app.post<{ Body: MemberBody }>(
    PLANET_MEMBER_PATHS.unban,
    { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, id: idField }) } },
    async (request) => ok(await planetMembers.unban(sessionOf(request), request.body.planet_id, request.body.id)),
  );

  app.get<{ Querystring: Paging & { keyword?: string } }>(
    PLANET_MEMBER_PATHS.blacklist,
    { config: PLANET, schema: { querystring: querySchema({ ...pagingQuery, keyword }, ['planet_id']) } },
    async (request) => {
      const { planet_id: planetId, page: p, pageSize: size, keyword: word } = request.query;
      const found = await planetMembers.blacklist(sessionOf(request), planetId, { page: p, pageSize: size, ...(word ? { keyword: word } : {}) });
      return okRows(found.rows, found.totalCount);
    },
  );

  const rangeSchema = { config: PLANET, schema: { querystring: querySchema({ ...planetQuery, start: date, end: date }, ['planet_id']) } };
  const rangeOf = (query: RangeQuery) => ({ ...(query.start ? { start: query.start } : {}), ...(query.end ? { end: query.end } : {}) });

  app.get<{ Querystring: RangeQuery }>(PLANET_MEMBER_PATHS.overview, rangeSchema, async (request) =>
    ok(await planetMembers.overview(sessionOf(request), request.query.planet_id, rangeOf(request.query))),
  );

  app.get<{ Querystring: RangeQuery }>(PLANET_MEMBER_PATHS.trend, rangeSchema, async (request) => {
    const days = await planetMembers.trend(sessionOf(request), request.query.planet_id, rangeOf(request.query));
    return okRows(days);
  });

  app.get<{ Querystring: PlanetQuery }>(PLANET_MEMBER_PATHS.menus, { config: PLANET, schema: { querystring: querySchema(planetQuery, ['planet_id']) } }, async (request) =>
    okRows(await planetMembers.menus(sessionOf(request), request.query.planet_id)),
  );

  app.post<{ Body: PlanetQuery & { items: PlanetMenuItem[] } }>(
    PLANET_MEMBER_PATHS.updateMenus,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          planet_id: idField,
          items: {
            type: 'array',
            minItems: 1,
            maxItems: PLANET_MENU_KEYS.length,
            items: bodySchema({
              key: { type: 'string', enum: [...PLANET_MENU_KEYS], [RULE_KEYWORD]: `必须是 ${PLANET_MENU_KEYS.join('、')} 之一` },
              name: cleanText(50),
              visible: { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' },
            }),
          },
        }),
      },
    },
    async (request) => okRows(await planetMembers.updateMenus(sessionOf(request), request.body.planet_id, request.body.items)),
  );
}
