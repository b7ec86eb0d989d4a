/**
 * Punch-card plans and their cards (spec §3 "Punch-card plan"). A plan's status is derived from its dates;
 * the cards are what members punched (from the member app, outside this back-office) and are read here with
 * counts per day. Deleting a plan deletes its cards, and is refused while a special runs on it.
 */
import { sql } from 'kysely';
import { planStatus, PROGRAM_LIMITS, punchPlanProblem } from '@shared/planet-programs/rules.ts';
import type { PunchCardPage, PunchPlan, PunchPlanInput, PunchPlanStatus } from '@shared/planet-programs/types.ts';
import type { PunchPlanRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { cleanText, refuseProblem, type Paging } from './common.ts';
import type { Session } from '@server/http/session-types.ts';

const PLAN_NOT_FOUND = '打卡计划不存在';

export function createPunchcardService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function ownedPlan(session: Session, planetId: number, id: number): Promise<PunchPlanRow> {
    await deps.planets.requireOwned(session, planetId);
    const row = await db.selectFrom('planet_punch_plans').selectAll().where('id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
    if (!row) throw fail.notFound(PLAN_NOT_FOUND);
    return row;
  }

  async function toPlans(rows: PunchPlanRow[]): Promise<PunchPlan[]> {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await db
          .selectFrom('planet_punch_cards')
          .select((eb) => ['plan_id', eb.fn.countAll<number>().as('cards'), sql<number>`count(distinct member_id)`.as('members')])
          .where('plan_id', 'in', ids)
          .groupBy('plan_id')
          .execute()
      : [];
    const byPlan = new Map(counts.map((count) => [count.plan_id, count]));
    const now = seconds(ctx.now);
    return rows.map((row) => ({
      id: row.id,
      planet_id: row.planet_id,
      title: row.title,
      content: row.content,
      punchcard_daily_limit: row.punchcard_daily_limit,
      punchcard_time_limit: row.punchcard_time_limit,
      start_at: row.start_at,
      end_at: row.end_at,
      status: planStatus(row, now),
      card_count: Number(byPlan.get(row.id)?.cards ?? 0),
      member_count: Number(byPlan.get(row.id)?.members ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  function values(input: PunchPlanInput, isNew: boolean) {
    const title = cleanText('打卡计划名称', input.title, PROGRAM_LIMITS.titleMax, true);
    const content = cleanText('打卡说明', input.content, PROGRAM_LIMITS.contentMax, false);
    const clean = { ...input, title, content };
    refuseProblem(punchPlanProblem(clean, seconds(ctx.now), isNew));
    return clean;
  }

  return {
    async findList(session: Session, planetId: number, paging: Paging & { status?: PunchPlanStatus }): Promise<{ rows: PunchPlan[]; totalCount: number }> {
      await deps.planets.requireOwned(session, planetId);
      const now = seconds(ctx.now);
      let base = db.selectFrom('planet_punch_plans').where('planet_id', '=', planetId);
      if (paging.status === 0) base = base.where('start_at', '>', now);
      if (paging.status === 1) base = base.where('start_at', '<=', now).where('end_at', '>=', now);
      if (paging.status === 2) base = base.where('end_at', '<', now);
      return countedPage(base, paging, (page) => page.selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc'), (rows) => toPlans(rows));
    },

    async detail(session: Session, planetId: number, id: number): Promise<PunchPlan> {
      return (await toPlans([await ownedPlan(session, planetId, id)]))[0]!;
    },

    async create(session: Session, planetId: number, input: PunchPlanInput): Promise<{ id: number }> {
      await deps.planets.requireOwned(session, planetId);
      const clean = values(input, true);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_punch_plans')
        .values({ ...clean, planet_id: planetId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },

    async update(session: Session, planetId: number, id: number, input: PunchPlanInput): Promise<PunchPlan> {
      await ownedPlan(session, planetId, id);
      const clean = values(input, false);
      await db.updateTable('planet_punch_plans').set({ ...clean, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return (await toPlans([await ownedPlan(session, planetId, id)]))[0]!;
    },

    async delete(session: Session, planetId: number, id: number): Promise<void> {
      await ownedPlan(session, planetId, id);
      const special = await db.selectFrom('planet_specials').select('title').where('plan_id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
      if (special) throw fail.conflict(`专题“${special.title}”关联了这个打卡计划，请先修改或删除该专题`);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('planet_punch_cards').where('plan_id', '=', id).execute();
        await trx.deleteFrom('planet_punch_plans').where('id', '=', id).execute();
      });
    },

    /** The cards of a plan, newest first, with how many were punched on each day of the plan (whatever the page). */
    async cardList(session: Session, planetId: number, planId: number, paging: Paging & { day?: string }): Promise<PunchCardPage> {
      const planRow = await ownedPlan(session, planetId, planId);
      let base = db.selectFrom('planet_punch_cards').where('plan_id', '=', planId).where('planet_id', '=', planetId);
      if (paging.day) base = base.where('day', '=', paging.day);
      const cards = await countedPage(base, paging, (page) =>
        page.select(['id', 'plan_id', 'member_id', 'member_name', 'day', 'text', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      );
      const days = await db
        .selectFrom('planet_punch_cards')
        .select((eb) => ['day', eb.fn.countAll<number>().as('count')])
        .where('plan_id', '=', planId)
        .where('planet_id', '=', planetId)
        .groupBy('day')
        .orderBy('day', 'desc')
        .execute();
      return {
        ...cards,
        plan: (await toPlans([planRow]))[0]!,
        days: days.map((d) => ({ day: d.day, count: Number(d.count) })),
      };
    },
  };
}
