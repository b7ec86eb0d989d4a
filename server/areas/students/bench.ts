/**
 * Benchmark of the student list (/user/index; DESIGN.md budget for a main list: p95 ≤ 20 ms) at 1,000,000 students
 * of one teacher, with each filter and sort. Builds a database with the real migrations, fills `owner_buyers` and
 * its buyers directly (the list reads no orders; the triggers that keep the table are not what is timed) and times
 * the real student service, later pages included.
 *
 *   node --import tsx server/areas/students/bench.ts [rows] [postgres://…]   (default 1,000,000 on SQLite)
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import type { StudentFilter } from '@shared/students/types.ts';
import { DATABASE_FILE, type Db } from '@server/db/database.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { BUYER_KEYWORDS } from '@server/areas/orders/keyword-index.ts';
import { benchContext, benchSession, timeListCases, withBenchDatabase, type ListBenchResult } from '@server/test-support/bench-lists.ts';
import { createStudentService } from './students.ts';

const START = 1_735_660_800; // 2025-01-01 China time
const YEAR = 365 * 86_400;
const DAY = 86_400;
const NICKS = ['林间', '小鹿', '阿杰', '相机', '周末', '拍照', '山川', '与海', '胶片', '晨光', '同学', '老师', '星河', '橘子', '夏天', '海盐',
  '奶茶', '清风', '明月', '阿木', '木子', '糖果', '柠檬', '小满', '南风', '北岛', '青禾', '白露', '远山', '落日', '云朵', '雨季', '花生', '饭团',
  '猫咪', '小熊', '兔子', '鲸鱼', '森林', '麦田'];

const phoneOf = (buyer: number) => `137${String(buyer).padStart(8, '0')}`;

type StudentBenchCase = { name: string; filter: StudentFilter };

const STUDENT_CASES: StudentBenchCase[] = [
  { name: 'no filter, latest order first', filter: {} },
  { name: 'first order first', filter: { sort: 'first' } },
  { name: 'most spent first', filter: { sort: 'spend' } },
  { name: 'channel 小红书', filter: { channel: 'xhs' } },
  { name: 'first order in a 3-month range', filter: { firstFrom: START + 60 * DAY, firstTo: START + 150 * DAY - 1 } },
  { name: 'spend ≥ ¥1,000, most spent first', filter: { spendMin: 100_000, sort: 'spend' } },
  { name: 'spend ¥100–¥200', filter: { spendMin: 10_000, spendMax: 20_000 } },
  { name: 'channel 抖音 + spend ≥ ¥500', filter: { channel: 'dy', spendMin: 50_000 } },
  { name: 'phone', filter: { keyword: phoneOf(424_242) } },
  { name: 'nickname', filter: { keyword: '小鹿与海' } },
];

type BenchStudent = [buyer: number, nickname: string, phone: string, first: number, last: number, n: number, paid: number, refunded: number, channel: string];

/** One teacher's students, the same on every engine (a fixed-seed generator). */
function* benchStudents(rows: number): Generator<BenchStudent> {
  let seed = 13;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const word = () => NICKS[Math.floor(random() * NICKS.length)]!;
  for (let b = 1; b <= rows; b += 1) {
    const first = START + Math.floor(random() * YEAR);
    const n = 1 + Math.floor(random() * random() * 8);
    const last = n === 1 ? first : first + Math.floor(random() * (START + YEAR - first));
    const paid = n * (990 + Math.floor(random() * 50) * 1_000);
    const refunded = random() < 0.1 ? Math.floor(paid / 2) : 0;
    yield [b, `${word()}${word()}${Math.floor(random() * 1000)}`, phoneOf(b), first, last, n, paid, refunded, ORDER_CHANNELS[Math.floor(random() * ORDER_CHANNELS.length)]!];
  }
}

function fillSqlite(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.prepare(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ?)`).run(START);
  const buyer = db.prepare('insert into buyers (id, nickname, phone, created_at) values (?, ?, ?, ?)');
  const student = db.prepare(`insert into owner_buyers (owner_id, buyer_id, first_order_at, last_order_at, orders_n, paid_total, refunded_total, spend, first_channel, note, updated_at)
    values (1, ?, ?, ?, ?, ?, ?, ?, ?, '', ?)`);
  db.transaction(() => {
    for (const [b, nickname, phone, first, last, n, paid, refunded, channel] of benchStudents(rows)) {
      buyer.run(b, nickname, phone, START);
      student.run(b, first, last, n, paid, refunded, paid - refunded, channel, last);
    }
  })();
  db.pragma('optimize');
  db.close();
}

const BATCH = 10_000;

async function fillPostgres(db: Db, rows: number): Promise<void> {
  await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ${START})`.execute(db);
  await dropKeywordIndex(db, BUYER_KEYWORDS);
  let batch: BenchStudent[] = [];
  const flush = async () => {
    const column = (i: number) => batch.map((row) => row[i]);
    await sql`insert into buyers (id, nickname, phone, created_at)
      select t.id, t.nickname, t.phone, ${START} from unnest(${column(0)}::bigint[], ${column(1)}::text[], ${column(2)}::text[]) as t(id, nickname, phone)`.execute(db);
    await sql`insert into owner_buyers (owner_id, buyer_id, first_order_at, last_order_at, orders_n, paid_total, refunded_total, spend, first_channel, note, updated_at)
      select 1, t.b, t.f, t.l, t.n, t.p, t.r, t.p - t.r, t.c, '', t.l
      from unnest(${column(0)}::bigint[], ${column(3)}::bigint[], ${column(4)}::bigint[], ${column(5)}::bigint[], ${column(6)}::bigint[],
        ${column(7)}::bigint[], ${column(8)}::text[]) as t(b, f, l, n, p, r, c)`.execute(db);
    batch = [];
  };
  for (const row of benchStudents(rows)) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await sql`select setval(pg_get_serial_sequence('buyers', 'id'), ${rows})`.execute(db);
  await createKeywordIndex(db, BUYER_KEYWORDS);
  await sql`vacuum analyze buyers`.execute(db);
  await sql`vacuum analyze owner_buyers`.execute(db);
}


/** Times the student list over `rows` students (SQLite in a temporary directory, or the empty PostgreSQL database given). */
export async function benchStudentList(rows = 1_000_000, runs = 40, databaseUrl?: string): Promise<ListBenchResult[]> {
  return withBenchDatabase('lectern-bench-students-', databaseUrl, async (db, dir) => {
    if (databaseUrl === undefined) fillSqlite(path.join(dir, DATABASE_FILE), rows);
    else await fillPostgres(db, rows);
    const service = createStudentService(benchContext(db));
    const session = benchSession();
    return timeListCases(STUDENT_CASES.map(({ name, filter }) => ({ name, query: filter })), runs, (query) => service.list(session, query));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  for (const r of await benchStudentList(rows, 40, process.argv[3])) {
    console.log(`${r.name.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  (${r.totalCount} students)`);
  }
}
