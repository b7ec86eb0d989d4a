/**
 * Topics (话题) of a planet. findList is the management list (paged, any one status, with theme counts); list is
 * every active topic in order, for pickers; search finds active topics by name (spec §9: page 1, 50 a page).
 * `sort` is the position from 1; updateSort takes the whole new order.
 */
import { sql } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import type { PlanetTopic, TopicCreateInput, TopicStatus, TopicUpdateInput } from '@shared/planet-themes/types.ts';
import { isFullOrder } from '@shared/list-state/reorder.ts';
import { TOPIC_DEFAULT_STATUS, TOPIC_LIMITS } from '@shared/planet-themes/rules.ts';
import type { Db } from '@server/db/database.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { ownedTopic } from './checks.ts';
import type { Session } from '@server/http/session-types.ts';

type Page = { page: number; pageSize: number };

function topicsWithCounts(db: Db) {
  return db
    .selectFrom('planet_topics as t')
    .select(['t.id', 't.planet_id', 't.name', 't.show_timeline', 't.member_use', 't.status', 't.sort', 't.created_at', 't.updated_at'])
    .select((eb) => eb.selectFrom('planet_theme_topics as r').whereRef('r.topic_id', '=', 't.id').select((e) => e.fn.countAll<number>().as('n')).as('theme_count'));
}

type TopicSelect = { id: number; planet_id: number; name: string; show_timeline: number; member_use: number; status: number; sort: number; theme_count: number | null; created_at: number; updated_at: number };

function toTopic(row: TopicSelect): PlanetTopic {
  return {
    ...row,
    show_timeline: row.show_timeline === 1 ? 1 : 0,
    member_use: row.member_use === 1 ? 1 : 0,
    status: row.status === 1 ? 1 : 0,
    theme_count: Number(row.theme_count ?? 0),
  };
}

export function createTopicService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  const byId = async (id: number): Promise<PlanetTopic> => toTopic(await topicsWithCounts(db).where('t.id', '=', id).executeTakeFirstOrThrow());
  const ofPlanet = (planetId: number) => topicsWithCounts(db).where('t.planet_id', '=', planetId);

  async function uniqueName(planetId: number, name: string, exceptId = 0): Promise<void> {
    const clash = await db.selectFrom('planet_topics').select('id').where('planet_id', '=', planetId).where('name', '=', name).where('id', '!=', exceptId).executeTakeFirst();
    if (clash) throw fail.conflict('话题已存在');
  }

  return {
    async findList(session: Session, planetId: number, status: TopicStatus, page: Page) {
      await deps.planets.requireOwned(session, planetId);
      const base = ofPlanet(planetId).where('t.status', '=', status);
      return countedPage(base.clearSelect(), page, () => base.orderBy('t.sort').orderBy('t.id'), (rows) => rows.map(toTopic));
    },

    async list(session: Session, planetId: number): Promise<PlanetTopic[]> {
      await deps.planets.requireOwned(session, planetId);
      const rows = await ofPlanet(planetId).where('t.status', '=', 1).orderBy('t.sort').orderBy('t.id').execute();
      return rows.map(toTopic);
    },

    async search(session: Session, planetId: number, keyword: string, page: Page) {
      await deps.planets.requireOwned(session, planetId);
      let base = ofPlanet(planetId).where('t.status', '=', 1);
      const text = keyword.trim();
      if (text) base = base.where(containsText(db, sql.ref('t.name'), text));
      return countedPage(base.clearSelect(), page, () => base.orderBy('t.sort').orderBy('t.id'), (rows) => rows.map(toTopic));
    },

    async create(session: Session, input: TopicCreateInput): Promise<PlanetTopic> {
      await deps.planets.requireOwned(session, input.planet_id);
      const name = checkedText('name', input.name, TOPIC_LIMITS.nameMax, true);
      await uniqueName(input.planet_id, name);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('planet_topics')
          .where('planet_id', '=', input.planet_id)
          .select((eb) => [eb.fn.max<number | null>('sort').as('sort'), eb.fn.countAll<number>().as('n')])
          .executeTakeFirstOrThrow();
        if (Number(last.n) >= TOPIC_LIMITS.perPlanetMax) throw fail.conflict(`每个星球最多 ${TOPIC_LIMITS.perPlanetMax} 个话题`);
        const row = await trx
          .insertInto('planet_topics')
          .values({
            planet_id: input.planet_id,
            name,
            show_timeline: input.show_timeline ?? 1,
            member_use: input.member_use ?? 1,
            status: input.status ?? TOPIC_DEFAULT_STATUS,
            sort: Number(last.sort ?? 0) + 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return byId(id);
    },

    async update(session: Session, input: TopicUpdateInput): Promise<PlanetTopic> {
      const row = await ownedTopic(db, session, input.id);
      const name = input.name === undefined ? row.name : checkedText('name', input.name, TOPIC_LIMITS.nameMax, true);
      if (input.name !== undefined) {
        await uniqueName(row.planet_id, name, row.id);
      }
      await db
        .updateTable('planet_topics')
        .set({
          name,
          show_timeline: input.show_timeline ?? row.show_timeline,
          member_use: input.member_use ?? row.member_use,
          status: input.status ?? row.status,
          updated_at: seconds(ctx.now),
        })
        .where('id', '=', row.id)
        .execute();
      return byId(row.id);
    },

    /** Removes the topic; its themes stay, without it (the relations cascade). */
    async delete(session: Session, id: number): Promise<void> {
      const row = await ownedTopic(db, session, id);
      await db.deleteFrom('planet_topics').where('id', '=', row.id).execute();
    },

    async updateSort(session: Session, planetId: number, ids: number[]): Promise<PlanetTopic[]> {
      await deps.planets.requireOwned(session, planetId);
      const known = await db.selectFrom('planet_topics').select('id').where('planet_id', '=', planetId).execute();
      if (!isFullOrder(ids, known.map((row) => row.id))) throw fail.validation('参数错误：ids 必须是该星球全部话题的新顺序，每个一次');
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries()) {
          await trx.updateTable('planet_topics').set({ sort: index + 1, updated_at: now }).where('id', '=', id).where('planet_id', '=', planetId).execute();
        }
      });
      const rows = await ofPlanet(planetId).orderBy('t.sort').orderBy('t.id').execute();
      return rows.map(toTopic);
    },
  };
}
