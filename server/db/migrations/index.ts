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
import * as m006 from './006_planet_ledger.ts';
import * as m007 from './007_planet_themes.ts';
import * as m008 from './008_planet_programs.ts';
import * as m009 from './009_planet_members.ts';
import * as m010 from './010_planet_mode.ts';
import * as m011 from './011_planet_funds.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_materials': m002,
  '003_guide_flags': m003,
  '004_help': m004,
  '005_planets': m005,
  '006_planet_ledger': m006,
  '007_planet_themes': m007,
  '008_planet_programs': m008,
  '009_planet_members': m009,
  '010_planet_mode': m010,
  '011_planet_funds': m011,
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
