/**
 * One instance at a time migrates and seeds: several server instances started at once on one empty PostgreSQL
 * database would otherwise both find it empty and both seed it. On PostgreSQL a session advisory lock, held on one
 * of the pool's connections while `work` runs (the work itself uses any connection); on SQLite (one process)
 * nothing to wait for.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { engineOf } from './engine.ts';

/** the advisory lock's key: any fixed number no other lock of the database uses (kysely's migrator has its own) */
const START_LOCK = 7_211_268_012;

export async function whileStarting<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(START_LOCK)})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(START_LOCK)})`.execute(conn);
    }
  });
}
