/**
 * A migrated, empty database of the run's engine (SQLite in a temporary directory, or a fresh PostgreSQL database
 * under LECTERN_TEST_ENGINE=postgres) for tests of services without a server; `openTestDatabase(dataDir)` opens
 * further connections to it, as a second instance would.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@server/db/database.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { forgetDatabase, openTestDatabase, rememberDatabase } from './databases.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres.ts';

export type FreshDatabase = {
  dataDir: string;
  db: Db;
  /** closes `db` and removes the database */
  remove(): Promise<void>;
};

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-db-'));
  const databaseUrl = process.env.LECTERN_TEST_ENGINE === 'postgres' ? await freshPostgresDatabase({ migrated: true }) : undefined;
  rememberDatabase(dataDir, databaseUrl);
  const db = openTestDatabase(dataDir);
  // on PostgreSQL a copy of the migrated template: nothing left to run
  await migrateToLatest(db, MIGRATIONS);
  return {
    dataDir,
    db,
    async remove() {
      await db.destroy();
      forgetDatabase(dataDir);
      await fs.rm(dataDir, { recursive: true, force: true });
      if (databaseUrl !== undefined) await dropPostgresDatabase(databaseUrl);
    },
  };
}
