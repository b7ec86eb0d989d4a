/**
 * Benchmark of the sales analysis (1,000,000 orders, p95 ≤ 100 ms for a 90-day range) and of the
 * course data over the same orders. Builds a database with the real migrations, fills it with one teacher's year of
 * orders through the order bench's fill (the day tables filled by the triggers of migration 045 as the orders go in)
 * and times the real services.
 *
 *   node --import tsx server/areas/data-centre/bench.ts [rows] [postgres://…]   (default 1,000,000 on SQLite)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { dayLabel } from '@shared/data-centre/rules.ts';
import type { SalesQuery } from '@shared/data-centre/types.ts';
import { DATABASE_FILE } from '@server/db/database.ts';
import { benchContext, benchSession, percentile, withBenchDatabase } from '@server/test-support/bench-lists.ts';
import { fillOrdersSqlite, fillPostgres } from '@server/areas/orders/bench.ts';
import { createSalesService } from './sales.ts';
import { createCourseDataService } from './course.ts';

/** 2025-01-01 China time, the first day of the order bench's year, as a day number */
const FIRST_DAY = Math.floor((1_735_660_800 + 8 * 3600) / 86_400);

type SalesBenchCase = { name: string; days: number; query: Omit<SalesQuery, 'start' | 'end'> };

const SALES_CASES: SalesBenchCase[] = [
  { name: '7 days', days: 7, query: {} },
  { name: '30 days', days: 30, query: {} },
  { name: '90 days', days: 90, query: {} },
  { name: '365 days', days: 365, query: {} },
  { name: '90 days + 抖音', days: 90, query: { channel: 'dy' } },
];

/** the case the issue budgets */
export const SALES_BUDGETED = '90 days';


export type SalesBenchResult = { name: string; p50: number; p95: number; orders: number };

/** Times the sales analysis over `rows` orders (SQLite in a temporary directory, or the empty PostgreSQL database given). */
export async function benchSales(rows = 1_000_000, runs = 40, databaseUrl?: string): Promise<SalesBenchResult[]> {
  return withBenchDatabase('lectern-bench-sales-', databaseUrl, async (db, dir) => {
    if (databaseUrl === undefined) fillOrdersSqlite(path.join(dir, DATABASE_FILE), rows);
    else {
      await fillPostgres(db, rows);
      await sql`vacuum analyze order_product_days`.execute(db);
    }
    const sales = createSalesService(benchContext(db));
    const courseData = createCourseDataService(benchContext(db));
    const session = benchSession();
    const results: SalesBenchResult[] = [];
    /** each case timed `runs` times over a different range, ending within the last 90 days of the year */
    const time = async (name: string, days: number, report: (range: { start: string; end: string }) => Promise<number>) => {
      const samples: number[] = [];
      let orders = 0;
      for (let i = 0; i < runs; i += 1) {
        const end = FIRST_DAY + 364 - (i % 30) * 3;
        const started = performance.now();
        orders = await report({ start: dayLabel(end - days + 1), end: dayLabel(end) });
        samples.push(performance.now() - started);
      }
      results.push({ name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), orders });
    };
    for (const { name, days, query } of SALES_CASES) await time(name, days, async (range) => (await sales.report(session, { ...query, ...range })).totals.orders);
    // the course data (/database/course) reads the same product day table, and the progress rows of the range
    for (const days of [30, 90]) await time(`course data ${days} days`, days, async (range) => (await courseData.report(session, range)).totals.orders);
    return results;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  for (const r of await benchSales(rows, 40, process.argv[3])) {
    console.log(`${r.name.padEnd(20)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  (${r.orders} orders)`);
  }
}
