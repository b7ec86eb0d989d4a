/**
 * findSources (spec §7) and the look-ups by id or video_id that every other material call starts with.
 *
 * Keyword search is by substring of the title (server/db/keyword-search.ts: the trigram index from 3 characters,
 * LIKE over the account's rows of that kind below). For the trigram search the plan depends on how many titles
 * match: a selective keyword drives the query from the index hits (hits-page.ts, one statement that also counts
 * them up to a cap), a common one lets the owner/kind/date index drive and checks each row for the keyword.
 */
import { sql, type RawBuilder } from 'kysely';
import type { MaterialKind, SortOption } from '@shared/materials/types.ts';
import type { MaterialRow } from './schema.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';
import { stripControlChars } from '@server/http/control-chars.ts';
import { keywordMatch, usesTrigrams } from '@server/db/keyword-search.ts';
import { MATERIAL_TITLES } from './keyword-index.ts';
import { countInRange } from './range-count.ts';
import { pageFromHits } from './hits-page.ts';

export type FindQuery = {
  keyword?: string;
  page: number;
  pageSize: number;
  categoryId?: number;
  sortBy: SortOption;
  /** unix seconds, inclusive */
  startAt?: number;
  endAt?: number;
  /** only the materials nothing uses (migration 028) */
  unused?: boolean;
};

const ORDER: Record<SortOption, string> = {
  name_asc: 'm.title asc, m.id asc',
  name_desc: 'm.title desc, m.id desc',
  size_asc: 'm.file_size asc, m.id asc',
  size_desc: 'm.file_size desc, m.id desc',
  time_asc: 'm.created_at asc, m.id asc',
  time_desc: 'm.created_at desc, m.id desc',
};

/** An account's materials of one kind: how many, and the version of their list (undefined: none ever added). */
export type Library = { count: number; version: number | undefined };

/** Above this many trigram hits, the owner/kind/date index drives the query instead of the hits. */
const SELECTIVE_HITS = 10_000;

export function createMaterialQueryService(ctx: ServiceContext) {
  const { db } = ctx;

  /**
   * The conditions: `filters` all but the keyword, `clause` all; `matching` all but 未使用 (whose count is what
   * `count` and `countInRange` know, less the used ones: `countUsed`); `bare` when they are only owner + kind (whose
   * count the usage table holds), `ranged` when they are a time range and no keyword (counted by day,
   * range-count.ts).
   */
  function conditions(ownerId: number, kind: MaterialKind, query: FindQuery, keyword: string) {
    const where: RawBuilder<unknown>[] = [sql`m.owner_id = ${ownerId}`, sql`m.kind = ${kind}`];
    if (query.categoryId) where.push(sql`m.category_id = ${query.categoryId}`);
    if (query.startAt !== undefined) where.push(sql`m.created_at >= ${query.startAt}`);
    if (query.endAt !== undefined) where.push(sql`m.created_at <= ${query.endAt}`);
    const bare = where.length === 2 && keyword === '';
    const ranged = keyword === '' && (query.startAt !== undefined || query.endAt !== undefined);
    const matching = [...where, ...(keyword !== '' ? [keywordMatch(db, MATERIAL_TITLES, 'm', keyword)] : [])];
    // probed row by row through the uses' primary key, while the owner/kind index or the keyword's hits drive
    if (query.unused) where.push(sql`not exists (select 1 from material_uses u where u.material_id = m.id)`);
    const filters = sql.join(where, sql` and `);
    const clause = sql.join(query.unused ? [...matching, where.at(-1)!] : matching, sql` and `);
    return { filters, clause, matching: sql.join(matching, sql` and `), bare, ranged };
  }

  /**
   * How many materials `matching` holds that something uses: read from the account's uses, which are few; with no
   * filter but owner and kind (`bare`) from the uses alone, whose index holds both.
   */
  async function countUsed(ownerId: number, kind: MaterialKind, matching: RawBuilder<unknown>, bare: boolean): Promise<number> {
    if (bare) {
      const { rows } = await sql<{ n: number }>`select count(distinct material_id) as n from material_uses
        where owner_id = ${ownerId} and kind = ${kind}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n
      from (select u.material_id from material_uses u where u.owner_id = ${ownerId} group by u.material_id) g
      join materials m on m.id = g.material_id where ${matching}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  /** how many materials of this kind the account has, and the version of that list (migration-022.ts) */
  async function libraryOf(ownerId: number, kind: MaterialKind): Promise<Library> {
    const row = await db
      .selectFrom('material_usage')
      .select(['source_count', 'version'])
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? { count: Number(row.source_count), version: Number(row.version) } : { count: 0, version: undefined };
  }

  async function count(ownerId: number, kind: MaterialKind, clause: RawBuilder<unknown>, bare: boolean, library?: Library): Promise<number> {
    if (bare) return (library ?? (await libraryOf(ownerId, kind))).count;
    const { rows } = await sql<{ n: number }>`select count(*) as n from materials m where ${clause}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  /** The rows of these ids, in this order. */
  async function rowsOf(ids: number[]): Promise<MaterialRow[]> {
    if (ids.length === 0) return [];
    const found = await db.selectFrom('materials').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    libraryOf,

    /** A page of the account's materials of this kind; `library`, when the caller has read it, saves a read. */
    async find(session: Session, kind: MaterialKind, query: FindQuery, library?: Library): Promise<{ rows: MaterialRow[]; totalCount: number }> {
      const ownerId = session.main.id;
      if (query.categoryId) {
        const category = await db
          .selectFrom('material_categories')
          .select('id')
          .where('id', '=', query.categoryId)
          .where('owner_id', '=', ownerId)
          .executeTakeFirst();
        if (!category) throw fail.notFound(MESSAGES.categoryNotFound);
      }
      if (query.startAt !== undefined && query.endAt !== undefined && query.startAt > query.endAt) {
        return { rows: [], totalCount: 0 };
      }
      // stored names never hold control characters, and SQLite's full-text search fails on a NUL
      const keyword = stripControlChars(query.keyword ?? '').trim();
      const { filters, clause, matching, bare, ranged } = conditions(ownerId, kind, query, keyword);
      const offset = (query.page - 1) * query.pageSize;
      const order = sql.raw(ORDER[query.sortBy]);
      if (usesTrigrams(keyword)) {
        const page = await pageFromHits(db, { keyword, filters, order, limit: query.pageSize, offset, cap: SELECTIVE_HITS });
        if (page) return { rows: await rowsOf(page.ids), totalCount: page.totalCount };
      }
      const { rows } = await sql<MaterialRow>`select m.* from materials m where ${clause}
        order by ${order} limit ${query.pageSize} offset ${offset}`.execute(db);
      const all = ranged
        ? await countInRange(db, { ownerId, kind, categoryId: query.categoryId || undefined, startAt: query.startAt, endAt: query.endAt })
        : await count(ownerId, kind, matching, bare, library);
      return { rows, totalCount: query.unused ? all - (await countUsed(ownerId, kind, matching, bare)) : all };
    },

    /** A material of the caller's account, or 404 '素材不存在'. */
    async owned(session: Session, id: number): Promise<MaterialRow> {
      const row = await db
        .selectFrom('materials')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', session.main.id)
        .executeTakeFirst();
      if (!row) throw fail.notFound(MESSAGES.materialNotFound);
      return row;
    },

    /** The audio or video material with this video_id, if it is the caller's; undefined when none exists. */
    async byVideoId(session: Session, videoId: string): Promise<MaterialRow | undefined> {
      const row = await db.selectFrom('materials').selectAll().where('video_id', '=', videoId).executeTakeFirst();
      if (row && row.owner_id !== session.main.id) throw fail.notFound(MESSAGES.materialNotFound);
      return row;
    },

    async existsVideoId(videoId: string, conn: Db = db): Promise<boolean> {
      const row = await conn.selectFrom('materials').select('id').where('video_id', '=', videoId).executeTakeFirst();
      return row !== undefined;
    },

    byId(id: number): Promise<MaterialRow | undefined> {
      return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type MaterialQueryService = ReturnType<typeof createMaterialQueryService>;
