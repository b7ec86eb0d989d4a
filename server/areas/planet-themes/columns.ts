/**
 * Columns (专栏) of a planet: a titled, ordered selection of its themes. status 1 published, 0 hidden.
 * relationList answers the column's themes in the order they were added (spec §9: 100 a page).
 */
import type { ColumnCreateInput, ColumnStatus, ColumnUpdateInput, PlanetColumn } from '@shared/planet-themes/types.ts';
import { COLUMN_LIMITS } from '@shared/planet-themes/rules.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { ownedColumn, requirePlanetThemes } from './checks.ts';
import { themeViews } from './view.ts';
import type { Session } from '@server/http/session-types.ts';

type Page = { page: number; pageSize: number };

function columnsWithCounts(db: Db) {
  return db
    .selectFrom('planet_columns as c')
    .select(['c.id', 'c.planet_id', 'c.title', 'c.status', 'c.created_at', 'c.updated_at'])
    .select((eb) => eb.selectFrom('planet_column_themes as r').whereRef('r.column_id', '=', 'c.id').select((e) => e.fn.countAll<number>().as('n')).as('theme_count'));
}

function toColumn(row: { id: number; planet_id: number; title: string; status: number; created_at: number; updated_at: number; theme_count: number | null }): PlanetColumn {
  return { ...row, status: row.status === 1 ? 1 : 0, theme_count: Number(row.theme_count ?? 0) };
}

export function createColumnService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  const byId = async (id: number) => toColumn(await columnsWithCounts(db).where('c.id', '=', id).executeTakeFirstOrThrow());

  return {
    async findList(session: Session, planetId: number, status: ColumnStatus | undefined, page: Page) {
      await deps.planets.requireOwned(session, planetId);
      let base = columnsWithCounts(db).where('c.planet_id', '=', planetId);
      if (status !== undefined) base = base.where('c.status', '=', status);
      return countedPage(base.clearSelect(), page, () => base.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), (rows) => rows.map(toColumn));
    },

    async create(session: Session, input: ColumnCreateInput): Promise<PlanetColumn> {
      await deps.planets.requireOwned(session, input.planet_id);
      const title = checkedText('title', input.title, COLUMN_LIMITS.titleMax, true);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_columns')
        .values({ planet_id: input.planet_id, title, status: input.status ?? 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return byId(row.id);
    },

    async update(session: Session, input: ColumnUpdateInput): Promise<PlanetColumn> {
      const row = await ownedColumn(db, session, input.id);
      const title = input.title === undefined ? row.title : checkedText('title', input.title, COLUMN_LIMITS.titleMax, true);
      await db
        .updateTable('planet_columns')
        .set({ title, status: input.status ?? row.status, updated_at: seconds(ctx.now) })
        .where('id', '=', row.id)
        .execute();
      return byId(row.id);
    },

    async delete(session: Session, id: number): Promise<void> {
      const row = await ownedColumn(db, session, id);
      await db.deleteFrom('planet_columns').where('id', '=', row.id).execute();
    },

    async relationList(session: Session, columnId: number, page: Page) {
      const column = await ownedColumn(db, session, columnId);
      const base = db.selectFrom('planet_column_themes as r').innerJoin('planet_themes as t', 't.id', 'r.theme_id').where('r.column_id', '=', column.id);
      return countedPage(base, page, (q) => q.selectAll('t').orderBy('r.sort').orderBy('r.theme_id'), (rows) => themeViews(db, deps.tokens, session.main.id, session.user.id, rows));
    },

    async relate(session: Session, columnId: number, themeIds: number[]): Promise<PlanetColumn> {
      const column = await ownedColumn(db, session, columnId);
      const ids = await requirePlanetThemes(db, column.planet_id, themeIds);
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('planet_column_themes').select(['theme_id', 'sort']).where('column_id', '=', column.id).execute();
        const known = new Set(existing.map((r) => r.theme_id));
        let sort = existing.reduce((max, r) => Math.max(max, r.sort), 0);
        const added = ids.filter((id) => !known.has(id)).map((theme_id) => ({ column_id: column.id, theme_id, sort: (sort += 1), created_at: now }));
        if (added.length) await trx.insertInto('planet_column_themes').values(added).execute();
        await trx.updateTable('planet_columns').set({ updated_at: now }).where('id', '=', column.id).execute();
      });
      return byId(column.id);
    },

    async unrelate(session: Session, columnId: number, themeIds: number[]): Promise<PlanetColumn> {
      const column = await ownedColumn(db, session, columnId);
      const ids = await requirePlanetThemes(db, column.planet_id, themeIds);
      if (ids.length) await db.deleteFrom('planet_column_themes').where('column_id', '=', column.id).where('theme_id', 'in', ids).execute();
      return byId(column.id);
    },
  };
}
