/**
 * Empty databases of the run's engine for migration tests, which stand a database at an old version, fill it and
 * migrate it on: a temporary SQLite directory, or a fresh PostgreSQL database on the run's cluster
 * (LECTERN_TEST_ENGINE=postgres). Each is closed and removed after its test.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Db } from '@server/db/database.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres.ts';

/** The migrations before `version` ('045' …): a database migrated with them is at the version before it. */
export const migrationsBefore = (version: string) => Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < version));

/** Opens an empty database per call; every one is closed and removed after the test that opened it. */
export function emptyDatabases(prefix: string): () => Promise<Db> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async () => {
    if (process.env.LECTERN_TEST_ENGINE === 'postgres') {
      const url = await freshPostgresDatabase();
      const db = openDatabase('', url);
      cleanups.push(async () => {
        await db.destroy();
        await dropPostgresDatabase(url);
      });
      return db;
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    const db = openDatabase(dir);
    cleanups.push(async () => {
      await db.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    });
    return db;
  };
}
