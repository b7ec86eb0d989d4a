/**
 * A planet's specials (spec §3 "Planet special"; the meaning of the numbers is ours, see
 * shared/planets/programs-types.ts and docs/decisions.md). A challenge (type 2) runs on a punch-card
 * plan of the same planet; other types keep no plan. An open-ended special keeps no end time.
 */
import { PROGRAM_LIMITS, needsPlan, specialProblem } from '@shared/planet-programs/rules.ts';
import type { Special, SpecialInput, SpecialType } from '@shared/planet-programs/types.ts';
import type { SpecialRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { cleanText, refuseProblem, type Paging } from './common.ts';
import type { Session } from '@server/http/session-types.ts';

const SPECIAL_NOT_FOUND = '专题不存在';

export function createSpecialService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function ownedSpecial(session: Session, planetId: number, id: number): Promise<SpecialRow> {
    await deps.planets.requireOwned(session, planetId);
    const row = await db.selectFrom('planet_specials').selectAll().where('id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
    if (!row) throw fail.notFound(SPECIAL_NOT_FOUND);
    return row;
  }

  async function toSpecials(rows: SpecialRow[]): Promise<Special[]> {
    const planIds = [...new Set(rows.map((row) => row.plan_id).filter((id) => id > 0))];
    const plans = planIds.length ? await db.selectFrom('planet_punch_plans').select(['id', 'title']).where('id', 'in', planIds).execute() : [];
    const titles = new Map(plans.map((plan) => [plan.id, plan.title]));
    return rows.map((row) => ({
      id: row.id,
      planet_id: row.planet_id,
      type: row.type as SpecialType,
      price: row.price,
      anonymous: row.anonymous === 1 ? 1 : 0,
      title: row.title,
      content: row.content,
      time_range: row.time_range,
      ended_type: row.ended_type === 2 ? 2 : 1,
      ended_at: row.ended_at,
      show_type: row.show_type === 2 ? 2 : 1,
      plan_id: row.plan_id,
      plan_title: titles.get(row.plan_id) ?? '',
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function values(planetId: number, input: SpecialInput, storedEndedAt = 0) {
    const title = cleanText('专题名称', input.title, PROGRAM_LIMITS.titleMax, true);
    const content = cleanText('专题介绍', input.content, PROGRAM_LIMITS.contentMax, false);
    const clean: SpecialInput = {
      ...input,
      title,
      content,
      ended_at: input.ended_type === 2 ? input.ended_at : 0,
      plan_id: needsPlan(input.type) ? input.plan_id : 0,
    };
    refuseProblem(specialProblem(clean, seconds(ctx.now), storedEndedAt));
    if (clean.plan_id > 0) {
      const plan = await db.selectFrom('planet_punch_plans').select('id').where('id', '=', clean.plan_id).where('planet_id', '=', planetId).executeTakeFirst();
      if (!plan) throw fail.validation('关联的打卡计划不存在，请重新选择');
    }
    return clean;
  }

  return {
    async findList(session: Session, planetId: number, paging: Paging & { type?: SpecialType }): Promise<{ rows: Special[]; totalCount: number }> {
      await deps.planets.requireOwned(session, planetId);
      let base = db.selectFrom('planet_specials').where('planet_id', '=', planetId);
      if (paging.type !== undefined) base = base.where('type', '=', paging.type);
      return countedPage(base, paging, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), toSpecials);
    },

    detail: async (session: Session, planetId: number, id: number): Promise<Special> => (await toSpecials([await ownedSpecial(session, planetId, id)]))[0]!,

    async create(session: Session, planetId: number, input: SpecialInput): Promise<{ id: number }> {
      await deps.planets.requireOwned(session, planetId);
      const clean = await values(planetId, input);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_specials')
        .values({ ...clean, planet_id: planetId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },

    async update(session: Session, planetId: number, id: number, input: SpecialInput): Promise<Special> {
      const stored = await ownedSpecial(session, planetId, id);
      const clean = await values(planetId, input, stored.ended_at);
      await db.updateTable('planet_specials').set({ ...clean, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return (await toSpecials([await ownedSpecial(session, planetId, id)]))[0]!;
    },

    async delete(session: Session, planetId: number, id: number): Promise<void> {
      await ownedSpecial(session, planetId, id);
      await db.deleteFrom('planet_specials').where('id', '=', id).execute();
    },
  };
}
