/**
 * Which database engine a Kysely instance (or one of its transactions) talks to. The choice is made once, in
 * openDatabase; everything else asks the seam (server/db/portable-sql.ts, keyword-search.ts), never this directly.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** A Kysely instance of any schema, for the seam's helpers: migrations see Kysely<unknown>, services Kysely<Database>. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place the seam names "any schema"
export type AnyDb = Kysely<any>;

export function engineOf(db: AnyDb): Engine {
  // the adapter travels with transactions and the migrator's connection, unlike anything set beside the instance
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The engine a database location names: a postgres:// or postgresql:// URL, else a SQLite data directory. */
export function isPostgresUrl(location: string): boolean {
  return location !== undefined && /^postgres(ql)?:\/\//i.test(location);
}

/**
 * Whether the server is the only process on its database: SQLite's database is a file in one server's data
 * directory (DESIGN.md "Deployment modes"), while several instances share one PostgreSQL.
 */
export function soleInstance(db: AnyDb): boolean {
  return engineOf(db) === 'sqlite';
}
