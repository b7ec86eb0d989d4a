/**
 * Benchmark of the order centre's list (DESIGN.md budget: p95 ≤ 20 ms at 1,000,000 orders of one teacher, with
 * filters) and of its export (100,000 orders streamed as an .xlsx in bounded memory). Builds a database
 * with the real migrations, fills it with one teacher's orders from 100,000 buyers (a year of times, every status,
 * kind and channel) and times the real order service.
 *
 *   node --import tsx server/areas/orders/bench.ts [rows] [postgres://…]   (default 1,000,000 on SQLite)
 */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ORDER_CHANNELS, type OrderQuery } from '@shared/orders/types.ts';
import { DATABASE_FILE, type Db } from '@server/db/database.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import type { Session } from '@server/http/session-types.ts';
import { writeXlsx } from '@server/http/xlsx-stream.ts';
import { benchContext, benchSession, timeListCases, withBenchDatabase, type ListBenchResult } from '@server/test-support/bench-lists.ts';
import { createOrderService } from './orders.ts';
import { orderRowsOf, ORDER_COLUMNS } from './export.ts';
import { BUYER_KEYWORDS } from './keyword-index.ts';

const START = 1_735_660_800; // 2025-01-01 China time
const YEAR = 365 * 86_400;
const DAY = 86_400;
const BUYERS = 100_000;
const NICKS = ['林间', '小鹿', '阿杰', '相机', '周末', '拍照', '山川', '与海', '胶片', '晨光', '同学', '老师', '星河', '橘子', '夏天', '海盐',
  '奶茶', '清风', '明月', '阿木', '木子', '糖果', '柠檬', '小满', '南风', '北岛', '青禾', '白露', '远山', '落日', '云朵', '雨季', '花生', '饭团',
  '猫咪', '小熊', '兔子', '鲸鱼', '森林', '麦田'];
const KINDS = ['course', 'course', 'course', 'content', 'content', 'column', 'planet'] as const;
/** mostly paid, a few refunded */
const STATUSES = ['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'partially_refunded', 'refunded'] as const;

type OrderBenchCase = { name: string; query: Omit<OrderQuery, 'page' | 'pageSize'> };

const phoneOf = (buyer: number) => `137${String(buyer).padStart(8, '0')}`;

const ORDER_CASES: OrderBenchCase[] = [
  { name: 'no filter', query: {} },
  { name: '3-month range + 已支付', query: { startAt: START + 60 * DAY, endAt: START + 150 * DAY - 1, status: 'paid' } },
  { name: '3-month range + 已退款 + 星球 + 小红书', query: { startAt: START + 60 * DAY, endAt: START + 150 * DAY - 1, status: 'refunded', productKind: 'planet', channel: 'xhs' } },
  { name: 'channel 视频号 + kind 专栏', query: { channel: 'sph', productKind: 'column' } },
  { name: 'buyer phone', query: { keyword: phoneOf(4_242) } },
  { name: 'buyer nickname + 3-month range', query: { keyword: '小鹿与海', startAt: START + 200 * DAY, endAt: START + 290 * DAY - 1 } },
  { name: 'order number', query: { keyword: `2025${String(123_456).padStart(16, '0')}` } },
];

type BenchOrder = [orderNo: string, buyer: number, kind: string, productId: number, channel: string, pay: number, status: string, createdAt: number];

/** One teacher's orders, the same on every engine (a fixed-seed generator); order numbers unique by their index. */
function* benchOrderRows(rows: number): Generator<BenchOrder> {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let i = 0; i < rows; i += 1) {
    const kind = KINDS[Math.floor(random() * KINDS.length)]!;
    const createdAt = START + Math.floor(random() * YEAR);
    yield [`2025${String(i).padStart(16, '0')}`, 1 + Math.floor(random() * BUYERS), kind, 1 + Math.floor(random() * 40), ORDER_CHANNELS[Math.floor(random() * ORDER_CHANNELS.length)]!, 990 + Math.floor(random() * 50) * 1_000, STATUSES[Math.floor(random() * STATUSES.length)]!, createdAt];
  }
}

/** Nicknames of two words and a number, as people pick them: a word pair is shared by one buyer in 1,600. */
function* benchBuyers(): Generator<[number, string, string]> {
  let seed = 11;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const word = () => NICKS[Math.floor(random() * NICKS.length)]!;
  for (let b = 1; b <= BUYERS; b += 1) yield [b, `${word()}${word()}${Math.floor(random() * 1000)}`, phoneOf(b)];
}

export function fillOrdersSqlite(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.prepare(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ?)`).run(START);
  const buyer = db.prepare('insert into buyers (id, nickname, phone, created_at) values (?, ?, ?, ?)');
  const order = db.prepare(`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price,
    pay_amount, campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
    values (?, 1, ?, ?, ?, '商业人像布光', ?, ?, ?, 0, 0, 0, 0, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const [id, nickname, phone] of benchBuyers()) buyer.run(id, nickname, phone, START);
    for (const [no, b, kind, productId, channel, pay, status, at] of benchOrderRows(rows)) order.run(no, b, kind, productId, channel, pay, pay, status, at, at, at + 7 * DAY, at);
  })();
  db.pragma('optimize');
  db.close();
}

const BATCH = 10_000;

export async function fillPostgres(db: Db, rows: number): Promise<void> {
  await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
    values (1, '13800000000', 'x', 'bench', '100001', 'bench', 1, 'teacher', 'advanced', ${START})`.execute(db);
  await dropKeywordIndex(db, BUYER_KEYWORDS);
  const buyers = [...benchBuyers()];
  await sql`insert into buyers (id, nickname, phone, created_at)
    select t.id, t.nickname, t.phone, ${START} from unnest(${buyers.map((b) => b[0])}::bigint[], ${buyers.map((b) => b[1])}::text[], ${buyers.map((b) => b[2])}::text[]) as t(id, nickname, phone)`.execute(db);
  await sql`select setval(pg_get_serial_sequence('buyers', 'id'), ${BUYERS})`.execute(db);
  let batch: BenchOrder[] = [];
  const flush = async () => {
    const column = (i: number) => batch.map((row) => row[i]);
    await sql`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
      campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
      select t.no, 1, t.buyer, t.kind, t.product, '商业人像布光', t.channel, t.pay, t.pay, 0, 0, 0, 0, t.status, t.at, t.at, t.at + ${7 * DAY}, t.at
      from unnest(${column(0)}::text[], ${column(1)}::bigint[], ${column(2)}::text[], ${column(3)}::bigint[], ${column(4)}::text[],
        ${column(5)}::bigint[], ${column(6)}::text[], ${column(7)}::bigint[]) as t(no, buyer, kind, product, channel, pay, status, at)`.execute(db);
    batch = [];
  };
  for (const row of benchOrderRows(rows)) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await createKeywordIndex(db, BUYER_KEYWORDS);
  await sql`vacuum analyze orders`.execute(db);
  await sql`vacuum analyze buyers`.execute(db);
  await sql`vacuum analyze order_day_counts`.execute(db);
}


export type OrderBenchResult = ListBenchResult;
export type ExportBenchResult = { rows: number; seconds: number; bytes: number; peakGrowthMb: number };

/**
 * The process's resident memory it allocated itself: Linux's RssAnon, without the file-backed pages SQLite's
 * memory-mapped reads bring in (the kernel drops those under pressure; they are the database file, not the
 * export's). Elsewhere the whole resident set.
 */
function allocatedBytes(): number {
  try {
    const kb = /^RssAnon:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage().rss;
}

/** Streams the newest `rows` orders as an .xlsx into a sink, sampling the memory the process allocates meanwhile. */
async function benchExport(service: ReturnType<typeof createOrderService>, session: Session, rows: number): Promise<ExportBenchResult> {
  global.gc?.();
  const idle = allocatedBytes();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, allocatedBytes())), 20);
  const started = performance.now();
  const out = new PassThrough();
  let bytes = 0;
  out.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const finished = new Promise((resolve) => out.on('end', resolve));
  async function* firstRows() {
    let n = 0;
    for await (const order of service.each(session, {})) {
      yield order;
      if (++n === rows) return;
    }
  }
  await writeXlsx(out, 'orders', ORDER_COLUMNS, orderRowsOf(firstRows()));
  await finished;
  clearInterval(sampler);
  return { rows, seconds: (performance.now() - started) / 1000, bytes, peakGrowthMb: (peak - idle) / 1024 / 1024 };
}

/** Times the order list over `rows` orders (SQLite in a temporary directory, or the empty PostgreSQL database given) and the export of 100,000. */
export async function benchOrders(rows = 1_000_000, runs = 40, databaseUrl?: string): Promise<{ list: OrderBenchResult[]; export: ExportBenchResult }> {
  return withBenchDatabase('lectern-bench-orders-', databaseUrl, async (db, dir) => {
    if (databaseUrl === undefined) fillOrdersSqlite(path.join(dir, DATABASE_FILE), rows);
    else await fillPostgres(db, rows);
    const service = createOrderService(benchContext(db));
    const session = benchSession();
    const list = await timeListCases(ORDER_CASES, runs, (query) => service.list(session, query));
    return { list, export: await benchExport(service, session, Math.min(rows, 100_000)) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const result = await benchOrders(rows, 40, process.argv[3]);
  for (const r of result.list) console.log(`${r.name.padEnd(44)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  (${r.totalCount} orders)`);
  const e = result.export;
  console.log(`export ${e.rows} orders: ${e.seconds.toFixed(1)} s, ${(e.bytes / 1024 / 1024).toFixed(1)} MB, peak memory growth ${e.peakGrowthMb.toFixed(1)} MB`);
}
