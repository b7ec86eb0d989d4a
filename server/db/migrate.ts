/**
 * Runs the migrations the composition root lists (server/migrations.ts) up to the latest.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';

export async function migrateToLatest(db: Db, migrations: Record<string, Migration>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
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
