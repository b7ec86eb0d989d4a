/** The owner's content plan (/p/planet/future): dated items, planned or done. */
import type { Selectable } from 'kysely';
import { isCalendarDate } from '@shared/format/local-date.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { RoadmapInput, RoadmapItem, RoadmapKind, RoadmapStatus } from '@shared/planet-mode/types.ts';
import type { PlanetRoadmapTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';

const ROADMAP_NOT_FOUND = '规划不存在';

type Row = Selectable<PlanetRoadmapTable> & { planet_title: string };

const toItem = (row: Row): RoadmapItem => ({
  id: row.id,
  planet_id: row.planet_id,
  planet_title: row.planet_title,
  title: row.title,
  planned_on: row.planned_on,
  kind: row.kind as RoadmapKind,
  status: row.status === 1 ? 1 : 0,
  note: row.note,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function createRoadmapService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  const base = (session: Session) =>
    db.selectFrom('planet_roadmap as r').innerJoin('planets as p', 'p.id', 'r.planet_id').where('r.owner_id', '=', session.main.id);

  async function one(session: Session, id: number): Promise<RoadmapItem> {
    const row = await base(session).selectAll('r').select('p.title as planet_title').where('r.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(ROADMAP_NOT_FOUND);
    return toItem(row);
  }

  async function columns(session: Session, input: RoadmapInput) {
    await deps.planets.requireOwned(session, input.planet_id);
    const title = checkedText('title', input.title, MODE_LIMITS.titleMax, true);
    const note = checkedText('note', input.note, MODE_LIMITS.noteMax, false);
    if (!isCalendarDate(input.planned_on)) throw fail.validation('参数错误：planned_on 必须是有效日期（YYYY-MM-DD）');
    return { planet_id: input.planet_id, title, note, planned_on: input.planned_on, kind: input.kind };
  }

  return {
    /** Every item of the owner's (or one planet's), by planned date: a plan is short, so it is not paged. */
    async list(session: Session, query: { planet_id?: number; status?: RoadmapStatus }): Promise<RoadmapItem[]> {
      let q = base(session);
      if (query.planet_id !== undefined) {
        await deps.planets.requireOwned(session, query.planet_id);
        q = q.where('r.planet_id', '=', query.planet_id);
      }
      if (query.status !== undefined) q = q.where('r.status', '=', query.status);
      const rows = await q.selectAll('r').select('p.title as planet_title').orderBy('r.planned_on').orderBy('r.id').execute();
      return rows.map(toItem);
    },

    async create(session: Session, input: RoadmapInput): Promise<RoadmapItem> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_roadmap')
        .values({ ...values, status: 0, owner_id: session.main.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return one(session, row.id);
    },

    async update(session: Session, id: number, input: RoadmapInput): Promise<RoadmapItem> {
      await one(session, id);
      const values = await columns(session, input);
      await db.updateTable('planet_roadmap').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async setStatus(session: Session, id: number, status: RoadmapStatus): Promise<RoadmapItem> {
      await one(session, id);
      await db.updateTable('planet_roadmap').set({ status, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.deleteFrom('planet_roadmap').where('id', '=', id).execute();
    },
  };
}
