/**
 * Benchmark of /setting/record's list (DESIGN.md budget for an area's main list: p95 ≤ 20 ms at 1,000,000 lines of
 * one teacher, with filters). Builds a database with the real migrations (their triggers keep the day
 * counts and the keyword index as the lines go in), fills it with a year of one teacher's lines by the main account
 * and five staff accounts over a dozen modules, and times the real reader.
 *
 *   node --import tsx server/areas/operation-log/bench.ts [rows] [postgres://…]   (default 1,000,000 on SQLite)
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { OperationLogFilter } from '@shared/operation-log/types.ts';
import { ROUTE_LABELS } from '@shared/operation-log/route-labels.ts';
import { DATABASE_FILE, type Db } from '@server/db/database.ts';
import { benchContext, benchSession, timeListCases, withBenchDatabase, type ListBenchResult } from '@server/test-support/bench-lists.ts';
import { createOperationLogReader } from './read.ts';

const START = 1_735_660_800; // 2025-01-01 China time
const YEAR = 365 * 86_400;
const DAY = 86_400;
/** the main account (1) and its five staff accounts */
const ACTORS = [1, 2, 3, 4, 5, 6];
const WORDS = ['商业', '人像', '布光', '摄影', '入门', '进阶', '夏日', '特惠', '直播', '课程', '专栏', '胶片', '调色', '构图', '旅行', '城市',
  '夜景', '星空', '手机', '后期', '色彩', '光影', '街拍', '纪实', '风光', '美食', '静物', '产品', '婚礼', '儿童', '宠物', '航拍'];
/** the labelled routes, by module as the recorder files them */
const ROUTES = Object.entries(ROUTE_LABELS).filter(([route]) => route.startsWith('POST /api/v3/course') || route.startsWith('POST /api/v3/marketing') || route.startsWith('POST /api/v3/live') || route.startsWith('POST /api/v3/teach'));
const moduleOf = (route: string) => (route.includes('/marketing/') ? 'marketing' : route.includes('/live/') ? 'live' : route.includes('/teach/') ? 'teach' : 'course');

type LogBenchCase = { name: string; query: OperationLogFilter };

const LOG_CASES: LogBenchCase[] = [
  { name: 'no filter', query: {} },
  { name: 'staff account', query: { actorId: 4 } },
  { name: 'module 营销中心 + 3-month range', query: { module: 'marketing', startAt: START + 60 * DAY, endAt: START + 150 * DAY - 1 } },
  { name: 'action + staff account', query: { action: 'course.lesson.create', actorId: 3 } },
  { name: 'keyword (a rare name)', query: { keyword: '星空婚礼' } },
  { name: 'keyword + 3-month range', query: { keyword: '光影街拍', startAt: START + 200 * DAY, endAt: START + 290 * DAY - 1 } },
];

type BenchLine = [actor: number, action: string, module: string, route: string, objectId: number, summary: string, ip: string, createdAt: number];

/** One teacher's lines, the same on every engine (a fixed-seed generator), oldest first. */
function* benchLines(rows: number): Generator<BenchLine> {
  let seed = 5;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  for (let i = 0; i < rows; i += 1) {
    const [route, action] = ROUTES[Math.floor(random() * ROUTES.length)]!;
    const actor = ACTORS[Math.floor(random() * ACTORS.length)]!;
    yield [actor, action, moduleOf(route), route, 1 + Math.floor(random() * 5000), `${word()}${word()}${Math.floor(random() * 100)}`, `10.0.${actor}.${1 + Math.floor(random() * 200)}`, START + Math.floor((i / rows) * YEAR)];
  }
}

const users = (placeholder: (id: number) => string) =>
  ACTORS.map((id) => `(${id}, '1380000000${id}', 'x', ${placeholder(id)}, '10000${id}', 'bench${id}', 1, 'teacher', 'advanced', ${START})`).join(', ');

function fillSqlite(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.exec(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at) values ${users((id) => `'员工${id}'`)}`);
  const line = db.prepare(`insert into operation_logs (owner_id, actor_id, actor_name, action, module, route, object_type, object_id, summary, ip, created_at)
    values (1, ?, ?, ?, ?, ?, 'record', ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const [actor, action, module, route, objectId, summary, ip, at] of benchLines(rows)) line.run(actor, `员工${actor}`, action, module, route, objectId, summary, ip, at);
  })();
  db.pragma('optimize');
  db.close();
}

const BATCH = 10_000;

async function fillPostgres(db: Db, rows: number): Promise<void> {
  await sql.raw(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at) values ${users((id) => `'员工${id}'`)}`).execute(db);
  let batch: BenchLine[] = [];
  const flush = async () => {
    const column = (i: number) => batch.map((row) => row[i]);
    await sql`insert into operation_logs (owner_id, actor_id, actor_name, action, module, route, object_type, object_id, summary, ip, created_at)
      select 1, t.actor, '员工' || t.actor, t.action, t.module, t.route, 'record', t.object, t.summary, t.ip, t.at
      from unnest(${column(0)}::bigint[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::text[], ${column(4)}::bigint[],
        ${column(5)}::text[], ${column(6)}::text[], ${column(7)}::bigint[]) as t(actor, action, module, route, object, summary, ip, at)`.execute(db);
    batch = [];
  };
  for (const row of benchLines(rows)) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await sql`vacuum analyze operation_logs`.execute(db);
  await sql`vacuum analyze operation_log_day_counts`.execute(db);
}


/** Times the list over `rows` lines (SQLite in a temporary directory, or the empty PostgreSQL database given). */
export async function benchOperationLog(rows = 1_000_000, runs = 40, databaseUrl?: string): Promise<ListBenchResult[]> {
  return withBenchDatabase('lectern-bench-oplog-', databaseUrl, async (db, dir) => {
    if (databaseUrl === undefined) fillSqlite(path.join(dir, DATABASE_FILE), rows);
    else await fillPostgres(db, rows);
    const reader = createOperationLogReader(benchContext(db));
    const session = benchSession();
    return timeListCases(LOG_CASES, runs, (query) => reader.list(session, query));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const started = performance.now();
  const results = await benchOperationLog(rows, 40, process.argv[3]);
  for (const r of results) console.log(`${r.name.padEnd(36)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  (${r.totalCount} lines)`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s with the fill)`);
}
