/**
 * Benchmark of findSources (DESIGN.md budget: p95 ≤ 20 ms on 1,000,000 materials of one teacher, with
 * keyword + date range + sort, 60 per page). Builds a database with the real migrations, fills it with
 * one teacher's pictures (titles from a small vocabulary, a year of upload times, random sizes) and times the
 * real query service.
 *
 *   node --import tsx server/areas/materials/bench.ts [rows] [postgres://…]   (default 1,000,000 on SQLite)
 *
 * On PostgreSQL it fills an empty database (the URL) through the same migrations, with the same rows.
 * `benchFindSources` is what scripts/bench.ts can call; it answers the p95 of each case in milliseconds.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SortOption } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { sql } from 'kysely';
import { DATABASE_FILE, openDatabase, type Db } from '@server/db/database.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { createMaterialQueryService, type FindQuery } from './query.ts';
import { MATERIAL_TITLES } from './keyword-index.ts';
import type { Session } from '@server/http/session-types.ts';

const WORDS = ['写作', '入门', '进阶', '摄影', '构图', '光线', '课程', '封面', '故事', '结构', '人物', '对白', '场景', '练习', '点评', '直播'];
const START = 1_735_660_800; // 2025-01-01 China time
const YEAR = 365 * 86_400;

export type BenchCase = { name: string; query: Omit<FindQuery, 'page' | 'pageSize'> };

export const CASES: BenchCase[] = [
  {
    name: 'keyword (3 chars) + 3-month range + time_desc',
    query: { keyword: '写作入', sortBy: 'time_desc', startAt: START + 60 * 86_400, endAt: START + 150 * 86_400 },
  },
  {
    name: 'keyword (4 chars) + 3-month range + name_asc',
    query: { keyword: '摄影构图', sortBy: 'name_asc', startAt: START + 100 * 86_400, endAt: START + 190 * 86_400 },
  },
  {
    name: 'keyword (digits) + 6-month range + size_desc',
    query: { keyword: '1234', sortBy: 'size_desc', startAt: START, endAt: START + 180 * 86_400 },
  },
  {
    name: 'keyword (3 chars) + 3-month range + 未使用 + time_desc',
    query: { keyword: '写作入', sortBy: 'time_desc', startAt: START + 60 * 86_400, endAt: START + 150 * 86_400, unused: true },
  },
  { name: 'no filter, time_desc', query: { sortBy: 'time_desc' } },
  { name: '未使用, time_desc', query: { sortBy: 'time_desc', unused: true } },
  { name: '3-month range, time_asc', query: { sortBy: 'time_asc', startAt: START + 30 * 86_400, endAt: START + 120 * 86_400 } },
];

/** one material in this many is used by something (a course's cover, a lesson's media) */
const USED_EVERY = 50;

type BenchRow = [title: string, fileName: string, storedName: string, size: number, createdAt: number];

/** One teacher's pictures, the same rows on every engine (a fixed-seed generator). */
function* benchRows(rows: number): Generator<BenchRow> {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  for (let i = 0; i < rows; i += 1) {
    const title = `${word()}${word()} ${Math.floor(random() * 100_000)} ${word()}`;
    yield [title, `${title}.png`, `${i.toString(16).padStart(32, '0')}.png`, Math.floor(random() * 10_000_000), START + Math.floor(random() * YEAR)];
  }
}

function fillSqlite(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.prepare(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ?)`).run(START);
  db.prepare(`insert into material_categories (id, owner_id, name, system_key, created_at) values (1, 1, '默认分类', 'default', ?)`).run(START);
  const insert = db.prepare(`insert into materials (owner_id, kind, category_id, title, file_name, stored_name, file_suffix,
    mime, file_size, width, height, status, created_at) values (1, 'picture', 1, ?, ?, ?, 'png', 'image/png', ?, 100, 100, ${PROCESSING_STATUS.processed}, ?)`);
  db.transaction(() => {
    for (const row of benchRows(rows)) insert.run(...row);
  })();
  db.prepare(`insert into material_uses (material_id, user_kind, user_id, owner_id, kind) select id, 'course', id, 1, kind from materials where id % ${USED_EVERY} = 0`).run();
  db.pragma('optimize');
  db.close();
}

const BATCH = 10_000;

/** The same rows through the server's own connection, a batch at a time; the trigram index is built once at the end. */
async function fillPostgres(db: Db, rows: number): Promise<void> {
  await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ${START})`.execute(db);
  await sql`insert into material_categories (id, owner_id, name, system_key, created_at)
    values (1, 1, '默认分类', 'default', ${START})`.execute(db);
  await dropKeywordIndex(db, MATERIAL_TITLES);
  let batch: BenchRow[] = [];
  const flush = async () => {
    const column = (i: number) => batch.map((row) => row[i]);
    await sql`insert into materials (owner_id, kind, category_id, title, file_name, stored_name, file_suffix, mime, file_size,
      width, height, status, created_at)
      select 1, 'picture', 1, t.title, t.file_name, t.stored_name, 'png', 'image/png', t.size, 100, 100, ${PROCESSING_STATUS.processed}, t.created_at
      from unnest(${column(0)}::text[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::bigint[], ${column(4)}::bigint[])
        as t(title, file_name, stored_name, size, created_at)`.execute(db);
    batch = [];
  };
  for (const row of benchRows(rows)) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await sql`insert into material_uses (material_id, user_kind, user_id, owner_id, kind) select id, 'course', id, 1, kind from materials where id % ${USED_EVERY} = 0`.execute(db);
  await createKeywordIndex(db, MATERIAL_TITLES);
  await sql`vacuum analyze materials`.execute(db);
  await sql`vacuum analyze material_uses`.execute(db);
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export type BenchResult = { name: string; p50: number; p95: number; totalCount: number; filtered: boolean };

/** Times findSources over `rows` materials: on SQLite in a temporary directory, or in the empty PostgreSQL database `databaseUrl`. */
export async function benchFindSources(rows = 1_000_000, runs = 40, databaseUrl?: string): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-bench-'));
  const db = openDatabase(dir, databaseUrl);
  try {
    await migrateToLatest(db, MIGRATIONS);
    if (databaseUrl === undefined) fillSqlite(path.join(dir, DATABASE_FILE), rows);
    else await fillPostgres(db, rows);
    const query = createMaterialQueryService({ db, now: Date.now, accessTokenTtl: 1, refreshTokenTtl: 1, log: { info: () => undefined } });
    const main = { id: 1 } as UserRow;
    const session: Session = { user: main, main, isChild: false, familyId: 0 };
    const results = [];
    for (const { name, query: q } of CASES) {
      const samples: number[] = [];
      let totalCount = 0;
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        // later pages too: the budget is for the whole list, not only its first page
        const found = await query.find(session, 'picture', { ...q, sortBy: q.sortBy as SortOption, page: 1 + (i % 3), pageSize: 60 });
        samples.push(performance.now() - started);
        totalCount = found.totalCount;
      }
      results.push({ name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), totalCount, filtered: q.keyword !== undefined && q.startAt !== undefined });
    }
    return results;
  } finally {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  for (const result of await benchFindSources(rows, 40, process.argv[3])) {
    console.log(`${result.name.padEnd(48)} p95 ${result.p95.toFixed(2).padStart(7)} ms  (${result.totalCount} rows match)`);
  }
}
