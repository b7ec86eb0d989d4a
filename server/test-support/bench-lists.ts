/**
 * What the million-row benches share (`npm run bench`): a bench database (a temporary SQLite directory, or the empty
 * PostgreSQL database given), migrated and removed after use; a main account's session and a service context for
 * the services timed; and the timing of a list's cases, pages 1 to 3 in turn (the budget is for the whole list, not
 * only its first page).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '@server/db/database.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import type { Session } from '@server/http/session-types.ts';

export type ListBenchResult = { name: string; p50: number; p95: number; totalCount: number };

export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** The bench's teacher: account 1, a main account. */
export function benchSession(): Session {
  const main = { id: 1, mode: 'teacher' } as UserRow;
  return { user: main, main, isChild: false, familyId: 0 };
}

/** A service context over `db` that logs nothing and never expires a token. */
export const benchContext = (db: Db): ServiceContext => ({ db, now: Date.now, accessTokenTtl: 1, refreshTokenTtl: 1, log: { info: () => undefined } });

/** Runs `use` on a migrated bench database (`dir` is the SQLite directory), then closes and removes it. */
export async function withBenchDatabase<T>(prefix: string, databaseUrl: string | undefined, use: (db: Db, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const db = openDatabase(dir, databaseUrl);
  try {
    await migrateToLatest(db, MIGRATIONS);
    return await use(db, dir);
  } finally {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Times each case's list `runs` times, pages 1 to 3 in turn. */
export async function timeListCases<Q>(
  cases: readonly { name: string; query: Q }[],
  runs: number,
  list: (query: Q & { page: number; pageSize: number }) => Promise<{ totalCount: number }>,
): Promise<ListBenchResult[]> {
  const results: ListBenchResult[] = [];
  for (const { name, query } of cases) {
    const samples: number[] = [];
    let totalCount = 0;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      totalCount = (await list({ ...query, page: 1 + (i % 3), pageSize: 20 })).totalCount;
      samples.push(performance.now() - started);
    }
    results.push({ name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), totalCount });
  }
  return results;
}
