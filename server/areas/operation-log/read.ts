/**
 * Reading the operation log (/setting/record): a teacher's lines newest first with filters (actor,
 * module, action, time, a keyword of the summary), the filters' choices, and every line of a filter in batches for
 * the export. Owner-scoped: another teacher's lines never show.
 *
 * It stays fast at a million lines (`npm run bench`): each filter has an index that keeps the newest first
 * (migration 040), a keyword is looked up in the summaries' keyword index and its hits drive, and the total of a
 * filter of actor, module and time adds up `operation_log_day_counts` for its whole days instead of counting lines
 * (an action or a keyword is counted on its index).
 */
import { sql, type Kysely } from 'kysely';
import { maskPhone } from '@shared/planet-members/rules.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { summaryOfColumns } from '@shared/operation-log/summaries.ts';
import type { LogActor, LogModule, OperationLogEntry, OperationLogFilter, OperationLogQuery } from '@shared/operation-log/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { countByDays } from '@server/db/day-range-count.ts';
import { keywordMatch, whileKeywordDrives } from '@server/db/keyword-search.ts';
import { pageRows } from '@server/db/paging.ts';
import { withoutIndex } from '@server/db/portable-sql.ts';
import type { Session } from '@server/http/session-types.ts';
import { CATALOGUE } from '@server/areas/menu/catalog.ts';
import { OPERATION_SUMMARIES } from './keyword-index.ts';

type Conn = Kysely<Database>;

function selectLines(db: Conn, ownerId: number) {
  return db
    .selectFrom('operation_logs as l')
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    .select([
      'l.id',
      'l.owner_id',
      'l.action',
      'l.actor_id',
      'l.actor_name',
      'u.nickname as actor_nickname',
      'u.phone as actor_phone',
      'l.module',
      'l.route',
      'l.object_type',
      'l.object_id',
      'l.amount',
      'l.summary',
      'l.summary_code',
      'l.summary_params',
      'l.ip',
      'l.api_key_id',
      'l.created_at',
    ])
    .where('l.owner_id', '=', ownerId);
}

type LineSelect = ReturnType<typeof selectLines>;
type LineRow = Awaited<ReturnType<LineSelect['execute']>>[number];

/** the name a line shows: its snapshot, else the account's name now, else its masked phone */
function actorNameOf(snapshot: string, nickname: string | null, phone: string | null): string {
  if (snapshot !== '') return snapshot;
  if (nickname) return nickname;
  return phone ? maskPhone(phone) : '';
}

const toEntry = (row: LineRow): OperationLogEntry => ({
  id: row.id,
  action: row.action,
  actor_id: row.actor_id,
  actor_kind: row.actor_id === row.owner_id ? 'main' : 'staff',
  actor_name: actorNameOf(row.actor_name, row.actor_nickname, row.actor_phone),
  module: row.module,
  route: row.route,
  object_type: row.object_type,
  object_id: row.object_id ?? null,
  amount: row.amount ?? null,
  ...summaryOfColumns(row.summary, row.summary_code, row.summary_params),
  ip: row.ip,
  api_key_id: row.api_key_id ?? null,
  created_at: row.created_at,
});

const keywordOf = (filter: OperationLogFilter) => filter.keyword?.trim() ?? '';

/**
 * The time as filters and the order see it: with a keyword its hits must drive, so the time is kept off every index
 * (else the planner walks the teacher's lines newest first, testing each against the hits).
 */
const timeOf = (db: Conn, filter: OperationLogFilter) => (keywordOf(filter) ? withoutIndex(db, 'l.created_at') : sql.ref('l.created_at'));

function filtered(db: Conn, query: LineSelect, filter: OperationLogFilter): LineSelect {
  let q = query;
  if (filter.actorId !== undefined) q = q.where('l.actor_id', '=', filter.actorId);
  if (filter.module) q = q.where('l.module', '=', filter.module);
  if (filter.action) q = q.where('l.action', '=', filter.action);
  const createdAt = timeOf(db, filter);
  if (filter.startAt !== undefined) q = q.where(createdAt, '>=', filter.startAt);
  if (filter.endAt !== undefined) q = q.where(createdAt, '<=', filter.endAt);
  const keyword = keywordOf(filter);
  if (keyword) q = q.where(keywordMatch(db, OPERATION_SUMMARIES, 'l', keyword));
  return q;
}

const newestFirst = (db: Conn, query: LineSelect, filter: OperationLogFilter): LineSelect =>
  query.orderBy(timeOf(db, filter), 'desc').orderBy('l.id', 'desc');

export function createOperationLogReader(ctx: ServiceContext) {
  const db = ctx.db as Conn;

  const countLines = async (conn: Conn, ownerId: number, filter: OperationLogFilter): Promise<number> => {
    const { n } = await filtered(conn, selectLines(conn, ownerId), filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  async function total(conn: Conn, ownerId: number, filter: OperationLogFilter): Promise<number> {
    // a keyword's hits are counted as found; an action on its own index (the day counts do not split by action)
    if (keywordOf(filter) || filter.action) return countLines(conn, ownerId, filter);
    return countByDays(filter.startAt, filter.endAt, {
      countRows: (from, to) => countLines(conn, ownerId, { ...filter, startAt: from, endAt: to }),
      sumDays: async (firstDay, lastDay) => {
        let q = conn.selectFrom('operation_log_day_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('owner_id', '=', ownerId);
        if (filter.actorId !== undefined) q = q.where('actor_id', '=', filter.actorId);
        if (filter.module) q = q.where('module', '=', filter.module);
        if (firstDay !== undefined) q = q.where('day', '>=', firstDay);
        if (lastDay !== undefined) q = q.where('day', '<=', lastDay);
        return Number((await q.executeTakeFirst())?.n ?? 0);
      },
    });
  }

  /** the teacher's accounts: the main account first, then its staff accounts (closed ones keep their lines) */
  async function actors(session: Session): Promise<LogActor[]> {
    const ownerId = session.main.id;
    const rows = await db.selectFrom('users').select(['id', 'nickname', 'phone']).where('main_id', '=', ownerId).orderBy('id').execute();
    return rows
      .map((row): LogActor => ({ id: row.id, kind: row.id === ownerId ? 'main' : 'staff', name: actorNameOf('', row.nickname, row.phone) }))
      .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'main' ? -1 : 1));
  }

  /** the modules of the teacher's menu, and `shell` (sign-ins, an account's own calls) */
  const modules = (session: Session): LogModule[] => [
    ...new Set<LogModule>(CATALOGUE[session.main.mode].map((entry) => entry.module).filter((module) => module !== SHELL)),
    SHELL,
  ];

  return {
    actors,
    modules,

    async list(session: Session, query: OperationLogQuery): Promise<{ rows: OperationLogEntry[]; totalCount: number }> {
      const ownerId = session.main.id;
      const run = (conn: Conn) =>
        Promise.all([
          pageRows(newestFirst(conn, filtered(conn, selectLines(conn, ownerId), query), query), query).execute(),
          total(conn, ownerId, query),
        ]);
      const [rows, totalCount] = keywordOf(query) ? await whileKeywordDrives(db, (conn) => run(conn as Conn)) : await run(db);
      return { rows: rows.map(toEntry), totalCount };
    },

    /** Every line of the filter, newest first, `batch` at a time: a keyset walk, so memory stays flat. */
    async *each(session: Session, filter: OperationLogFilter, batch = 1000): AsyncGenerator<OperationLogEntry> {
      const ownerId = session.main.id;
      let after: { created_at: number; id: number } | undefined;
      for (;;) {
        let q = filtered(db, selectLines(db, ownerId), filter);
        if (after) {
          const { created_at: at, id } = after;
          q = q.where((eb) => eb.or([eb('l.created_at', '<', at), eb.and([eb('l.created_at', '=', at), eb('l.id', '<', id)])]));
        }
        const rows = await newestFirst(db, q, filter).limit(batch).execute();
        for (const row of rows) yield toEntry(row);
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { created_at: last.created_at, id: last.id };
      }
    },
  };
}
