/**
 * Which database each running test server uses, by its data directory, so the direct database helpers
 * (accounts.ts) open the same one: its PostgreSQL URL, or the SQLite file in the directory.
 */
import { sql } from 'kysely';
import { openDatabase, type Db } from '@server/db/database.ts';

const urls = new Map<string, string>();

export function rememberDatabase(dataDir: string, databaseUrl: string | undefined): void {
  if (databaseUrl === undefined) urls.delete(dataDir);
  else urls.set(dataDir, databaseUrl);
}

export function forgetDatabase(dataDir: string): void {
  urls.delete(dataDir);
}

/** A second connection to the test server's database (SQLite WAL and PostgreSQL both allow it). */
export function openTestDatabase(dataDir: string): Db {
  return openDatabase(dataDir, urls.get(dataDir));
}

/** Rows of a plain SQL statement with `?` placeholders, run on the test server's database (either engine). */
export async function queryTestDatabase<R>(dataDir: string, text: string, params: readonly unknown[] = []): Promise<R[]> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error(`${params.length} parameters for ${parts.length - 1} placeholders`);
  const statement = sql.join(
    parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))),
    sql.raw(''),
  );
  const db = openTestDatabase(dataDir);
  try {
    return (await sql<R>`${statement}`.execute(db)).rows;
  } finally {
    await db.destroy();
  }
}
