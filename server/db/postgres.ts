/**
 * Opens PostgreSQL behind Kysely (LECTERN_DATABASE_URL). Results read like SQLite's: 64-bit integers and
 * sums come back as numbers (every id, size and unix time stays far below 2^53).
 */
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.ts';
import { PostgresDdlPlugin } from './portable-ddl.ts';

const INT8 = 20;
const NUMERIC = 1700;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // an idle connection the server closed (a restart, a dropped database) leaves the pool; the next query opens
  // another. Without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PostgresDdlPlugin()] });
}
