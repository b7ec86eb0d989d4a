/** The owner's planet activities (/p/planet/activityList). Status comes from the time, never stored. */
import { sql } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import { timeStatus } from '@shared/planet-mode/rules.ts';
import type { activities } from '@shared/planet-mode/definitions.ts';
import type { ActivityInput, PlanetActivity } from '@shared/planet-mode/types.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { Selectable } from 'kysely';
import type { PlanetActivitiesTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import { inTimeWindowStatus } from '@server/db/time-window.ts';

const ACTIVITY_NOT_FOUND = '活动不存在';

type Row = Selectable<PlanetActivitiesTable> & { planet_title: string };

export function createActivityService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  const toActivity = (row: Row, now: number): PlanetActivity => ({
    id: row.id,
    planet_id: row.planet_id,
    planet_title: row.planet_title,
    title: row.title,
    kind: row.kind as ActivityInput['kind'],
    place: row.place,
    start_at: row.start_at,
    end_at: row.end_at,
    quota: row.quota,
    signups: row.signups,
    description: row.description,
    status: timeStatus(row.start_at, row.end_at, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  const base = (session: Session) =>
    db
      .selectFrom('planet_activities as a')
      .innerJoin('planets as p', 'p.id', 'a.planet_id')
      .where('a.owner_id', '=', session.main.id);

  async function one(session: Session, id: number): Promise<PlanetActivity> {
    const row = await base(session).selectAll('a').select('p.title as planet_title').where('a.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(ACTIVITY_NOT_FOUND);
    return toActivity(row, seconds(ctx.now));
  }

  async function columns(session: Session, input: ActivityInput) {
    await deps.planets.requireOwned(session, input.planet_id);
    const title = checkedText('title', input.title, MODE_LIMITS.titleMax, true);
    const place = checkedText('place', input.place, MODE_LIMITS.placeMax, true);
    const description = checkedText('description', input.description, MODE_LIMITS.descriptionMax, false);
    if (input.end_at <= input.start_at) throw fail.validation('结束时间必须晚于开始时间');
    return { planet_id: input.planet_id, title, kind: input.kind, place, description, start_at: input.start_at, end_at: input.end_at, quota: input.quota };
  }

  return {
    async list(session: Session, query: ListQueryOf<typeof activities>): Promise<Page<PlanetActivity>> {
      const now = seconds(ctx.now);
      let q = base(session);
      if (query.planet_id !== undefined) {
        await deps.planets.requireOwned(session, query.planet_id);
        q = q.where('a.planet_id', '=', query.planet_id);
      }
      if (query.status !== undefined) q = q.where(inTimeWindowStatus('a', query.status, now));
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('a.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('a').select('p.title as planet_title').orderBy('a.start_at', 'desc').orderBy('a.id', 'desc'), (rows) => rows.map((row) => toActivity(row, now)));
    },

    async create(session: Session, input: ActivityInput): Promise<PlanetActivity> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_activities')
        .values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return one(session, row.id);
    },

    async update(session: Session, id: number, input: ActivityInput): Promise<PlanetActivity> {
      const current = await one(session, id);
      const values = await columns(session, input);
      if (values.quota > 0 && values.quota < current.signups) throw fail.validation(`名额不能少于已报名人数 ${current.signups}`);
      await db.updateTable('planet_activities').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.deleteFrom('planet_activities').where('id', '=', id).execute();
    },
  };
}
