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

/** statements given a name; the texts past it run unnamed (PostgreSQL keeps each named one on every connection) */
const NAMED_STATEMENTS = 2000;

/**
 * pg runs a query without a name as a new statement, parsed and planned again every time. Named, a statement is
 * prepared once per connection and then only bound and run (a third less work per list call). Only statements with
 * parameters are named: those are the ones the server runs over and over, and never the DDL of a migration, which
 * may hold several commands.
 */
function withNamedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) {
      name = `lectern_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // kysely calls query(text, values); a config object or a cursor passes through as it is
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || args.length !== 2) return query(...args);
      const name = nameOf(text);
      return name === undefined ? query(text, values) : query({ name, text, values });
    }) as typeof client.query;
  });
  return pool;
}

export function openPostgres(url: string): Kysely<Database> {
  const pool = withNamedStatements(new pg.Pool({ connectionString: url, types, max: 10 }));
  // an idle connection the server closed (a restart, a dropped database) leaves the pool; the next query opens
  // another. Without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PostgresDdlPlugin()] });
}
