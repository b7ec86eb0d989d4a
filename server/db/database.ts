/**
 * Opens the database behind Kysely: PostgreSQL when a postgres:// URL is given (LECTERN_DATABASE_URL), else the
 * SQLite file (WAL, foreign keys on) in the data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { isPostgresUrl } from './engine.ts';
import { openPostgres } from './postgres.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;

export const DATABASE_FILE = 'lectern.db';

export function openDatabase(dataDir: string, databaseUrl?: string): Db {
  if (databaseUrl !== undefined) {
    if (!isPostgresUrl(databaseUrl)) throw new Error('LECTERN_DATABASE_URL must be a postgres:// URL');
    return openPostgres(databaseUrl);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // material lists look rows up by rowid (keyword hits): a 32 MB page cache and memory-mapped reads keep a
  // million-row library within findSources' 20 ms budget (both are only used as pages are read)
  sqlite.pragma('cache_size = -32768');
  sqlite.pragma('mmap_size = 268435456');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
