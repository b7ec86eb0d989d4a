/**
 * Running a contract test on both database engines: `describe.each(ENGINES)` over the suite, and each test
 * server started with `databaseOptions(engine)`. The PostgreSQL run is skipped (with a message, postgres.ts)
 * where the PostgreSQL programs are missing.
 */
import type { Engine } from '@server/db/engine.ts';
import { freshPostgresDatabase, postgresAvailable } from './postgres.ts';

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/** Whether this machine can run `engine`. */
export function engineAvailable(engine: Engine): boolean {
  return engine === 'sqlite' || postgresAvailable;
}

/** startServer options for `engine`: a fresh PostgreSQL database, or nothing (SQLite in the data directory). */
export async function databaseOptions(engine: Engine): Promise<{ databaseUrl?: string }> {
  return engine === 'postgres' ? { databaseUrl: await freshPostgresDatabase() } : {};
}
