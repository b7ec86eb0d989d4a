/**
 * Runs the migrations, which live in code (no directory scanning: the server also runs bundled).
 * Add a migration by importing it here under a name that sorts after the others.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../database.ts';
import * as m001 from './001_foundation.ts';
import * as m002 from './002_materials.ts';
import * as m003 from './003_guide_flags.ts';
import * as m004 from './004_help.ts';
import * as m005 from './005_planets.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_materials': m002,
  '003_guide_flags': m003,
  '004_help': m004,
  '005_planets': m005,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
