/**
 * Planets (spec §3 "Planet", §4 "Planet and theme statuses", §5 sensitive words). A planet belongs to a
 * main account; a staff account acts for it. Other accounts' planets do not exist as far as a caller can tell.
 *
 * The platform's review: startAudit sends a draft, retryAudit a rejected planet, for review (status 1). The
 * embedded reviewer approves what has waited `auditSeconds` when the planet is next read, unless a rejection (the
 * development route, as the platform's reviewer) came first. A planet under review cannot be edited.
 */
import { sql } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import { isPlanetClassPair } from '@shared/planets/classes.ts';
import { PLANET_LIMITS } from '@shared/planets/limits.ts';
import { DEFAULT_PLANET_SETTINGS } from '@shared/planets/rules.ts';
import {
  PLANET_SETTING_NAMES,
  type Planet,
  type PlanetAuditStatus,
  type PlanetInput,
  type PlanetSettings,
  type PlanetTimeUnit,
} from '@shared/planets/types.ts';
import type { PlanetRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { presentPictures } from '@server/areas/materials/picture-refs.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { isCountedMember } from './members-counted.ts';
import type { Session } from '@server/http/session-types.ts';

export type PlanetOptions = {
  /** how long the embedded reviewer takes, seconds (LECTERN_PLANET_AUDIT_SECONDS, default 10) */
  auditSeconds: number;
};

const AUDIT = { draft: 0, reviewing: 1, approved: 2, rejected: 3 } as const satisfies Record<string, PlanetAuditStatus>;

const PLANET_NOT_FOUND = '星球不存在';

export type PlanetListQuery = { page: number; pageSize: number; keyword?: string; auditStatus?: PlanetAuditStatus };

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function parseSettings(json: string): PlanetSettings {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    // a broken value reads as the defaults
  }
  const settings = { ...DEFAULT_PLANET_SETTINGS };
  for (const name of PLANET_SETTING_NAMES) if (stored[name] === 0 || stored[name] === 1) settings[name] = stored[name];
  return settings;
}


export function createPlanetService(ctx: ServiceContext, tokens: MediaTokens, options: PlanetOptions) {
  const { db } = ctx;

  async function owned(session: Session, id: number): Promise<PlanetRow> {
    const row = await db.selectFrom('planets').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(PLANET_NOT_FOUND);
    return settle(row);
  }

  /** The embedded reviewer: a planet under review long enough is approved when it is read. */
  async function settle(row: PlanetRow): Promise<PlanetRow> {
    const now = seconds(ctx.now);
    if (row.audit_status !== AUDIT.reviewing || (row.audit_submitted_at ?? now) + options.auditSeconds > now) return row;
    await db
      .updateTable('planets')
      .set({ audit_status: AUDIT.approved, audit_reason: '' })
      .where('id', '=', row.id)
      .where('audit_status', '=', AUDIT.reviewing)
      .execute();
    return { ...row, audit_status: AUDIT.approved, audit_reason: '' };
  }

  async function toPlanet(row: PlanetRow): Promise<Planet> {
    const ids = parseIds(row.backgrounds);
    const pictures = ids.length
      ? await db
          .selectFrom('materials')
          .select('id')
          .where('id', 'in', ids)
          .where('owner_id', '=', row.owner_id)
          .where('kind', '=', 'picture')
          .execute()
      : [];
    const present = new Set(pictures.map((picture) => picture.id));
    const members = await db
      .selectFrom('planet_members as m')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.planet_id', '=', row.id)
      .where(isCountedMember('m', seconds(ctx.now)))
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      title: row.title,
      backgrounds: ids.filter((id) => present.has(id)).map((id) => ({ id, url: tokens.url(id, 'file') })),
      introduce: row.introduce,
      price: row.price,
      time_mode: row.time_mode === 1 ? 1 : 2,
      time_unit: row.time_unit as PlanetTimeUnit,
      time_value: row.time_value,
      description: row.description,
      first_class: row.first_class,
      second_class: row.second_class,
      has_homepage: row.has_homepage === 1 ? 1 : 0,
      homepage_id: row.homepage_id,
      status: row.status,
      audit_status: row.audit_status as PlanetAuditStatus,
      audit_reason: row.audit_reason,
      member_count: Number(members.n),
      settings: parseSettings(row.settings),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /** Validates what a teacher wrote (beyond the route's schema) and turns it into columns. */
  async function columns(session: Session, input: PlanetInput) {
    const title = checkedText('title', input.title, PLANET_LIMITS.titleMax, true);
    const introduce = checkedText('introduce', input.introduce, PLANET_LIMITS.introduceMax, false);
    const description = checkedText('description', input.description, PLANET_LIMITS.descriptionMax, false);

    const backgrounds = [...new Set(input.backgrounds)];
    if (backgrounds.length === 0) throw fail.validation('请至少选择一张背景图');
    if (backgrounds.length > PLANET_LIMITS.backgroundsMax) throw fail.validation(`背景图最多 ${PLANET_LIMITS.backgroundsMax} 张`);
    const pictures = await presentPictures(db, session.main.id, backgrounds);
    if (pictures.size !== backgrounds.length) throw fail.validation('背景图不存在，请重新选择图片素材');

    if (!isPlanetClassPair(input.first_class, input.second_class)) throw fail.validation('请选择有效的星球分类');
    let homepageId = 0;
    if (input.has_homepage === 1) {
      const course = await db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', input.homepage_id)
        .where('owner_id', '=', session.main.id)
        .executeTakeFirst();
      if (!course) throw fail.validation('主页课程不存在，请重新选择');
      homepageId = course.id;
    }
    const byTerm = input.time_mode === 1;
    return {
      title,
      introduce,
      description,
      backgrounds: JSON.stringify(backgrounds),
      price: input.price,
      time_mode: input.time_mode,
      time_unit: byTerm ? input.time_unit : 'year',
      time_value: byTerm ? input.time_value : 1,
      first_class: input.first_class,
      second_class: input.second_class,
      has_homepage: input.has_homepage,
      homepage_id: homepageId,
      updated_at: seconds(ctx.now),
    };
  }

  async function moveAudit(session: Session, id: number, from: PlanetAuditStatus, refusal: string): Promise<Planet> {
    const row = await owned(session, id);
    if (row.audit_status !== from) throw fail.conflict(refusal);
    const now = seconds(ctx.now);
    await db
      .updateTable('planets')
      .set({ audit_status: AUDIT.reviewing, audit_reason: '', audit_submitted_at: now })
      .where('id', '=', id)
      .execute();
    return toPlanet({ ...row, audit_status: AUDIT.reviewing, audit_reason: '', audit_submitted_at: now });
  }

  return {
    /** The caller's planet (its review settled), or 404 '星球不存在': every planet area checks ownership with it. */
    requireOwned: owned,

    /** The caller's planet, its settings read: for areas whose rules depend on a switch. */
    async ownedWithSettings(session: Session, id: number): Promise<{ row: PlanetRow; settings: PlanetSettings }> {
      const row = await owned(session, id);
      return { row, settings: parseSettings(row.settings) };
    },

    async create(session: Session, input: PlanetInput): Promise<{ id: number }> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('planets')
          .values({ ...values, owner_id: session.main.id, status: 1, created_at: now, settings: JSON.stringify(DEFAULT_PLANET_SETTINGS) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'planet', id: row.id }, input.backgrounds);
        return { id: row.id };
      });
    },

    async update(session: Session, id: number, input: PlanetInput): Promise<Planet> {
      const row = await owned(session, id);
      if (row.audit_status === AUDIT.reviewing) throw fail.conflict('星球审核中，暂不能修改');
      const values = await columns(session, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('planets').set(values).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'planet', id }, input.backgrounds);
      });
      return toPlanet(await owned(session, id));
    },

    show: async (session: Session, id: number): Promise<Planet> => toPlanet(await owned(session, id)),

    async list(session: Session, query: PlanetListQuery): Promise<{ rows: Planet[]; totalCount: number }> {
      let base = db.selectFrom('planets').where('owner_id', '=', session.main.id);
      const keyword = query.keyword?.trim();
      if (keyword) base = base.where(containsText(db, sql.ref('title'), keyword));
      if (query.auditStatus !== undefined) base = base.where('audit_status', '=', query.auditStatus);
      return countedPage(base, query, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), async (rows) => {
        const settled = await Promise.all(rows.map(settle));
        return Promise.all(settled.map(toPlanet));
      });
    },

    startAudit: (session: Session, id: number) => moveAudit(session, id, AUDIT.draft, '只有草稿状态的星球可以提交审核'),
    retryAudit: (session: Session, id: number) => moveAudit(session, id, AUDIT.rejected, '只有审核未通过的星球可以重新提交'),

    /** The platform reviewer's verdict on a planet under review (development route). */
    async decideAudit(session: Session, id: number, approve: boolean, reason: string): Promise<Planet> {
      const row = await owned(session, id);
      if (row.audit_status !== AUDIT.reviewing) throw fail.conflict('星球不在审核中');
      const why = reason.trim();
      if (!approve && why === '') throw fail.validation('参数错误：驳回时 reason 不能为空');
      const next = approve ? AUDIT.approved : AUDIT.rejected;
      await db.updateTable('planets').set({ audit_status: next, audit_reason: approve ? '' : why }).where('id', '=', id).execute();
      return toPlanet({ ...row, audit_status: next, audit_reason: approve ? '' : why });
    },

    async updateSettings(session: Session, id: number, changes: Partial<PlanetSettings>): Promise<PlanetSettings> {
      const row = await owned(session, id);
      const settings = { ...parseSettings(row.settings), ...changes };
      await db
        .updateTable('planets')
        .set({ settings: JSON.stringify(settings), updated_at: seconds(ctx.now) })
        .where('id', '=', id)
        .execute();
      return settings;
    },
  };
}

export type PlanetService = ReturnType<typeof createPlanetService>;
