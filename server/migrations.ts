/**
 * Every migration, in the order of their names, one list for the whole server: each migration lives beside its
 * area (server/areas/<area>/migration-NNN.ts) and its area's manifest names it, under a name that sorts after the
 * others. They live in code (no directory scanning: the server also runs bundled).
 */
import type { Migration } from 'kysely';
import type { ServerArea } from './areas/define-area.ts';
import { SERVER_AREAS } from './areas/index.ts';

function allMigrations(areas: readonly ServerArea[]): Record<string, Migration> {
  const named = areas.flatMap((area) => Object.entries(area.migrations ?? {}));
  const names = new Set<string>();
  for (const [name] of named) {
    if (names.has(name)) throw new Error(`two migrations are named ${name}`);
    names.add(name);
  }
  return Object.fromEntries(named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const MIGRATIONS: Record<string, Migration> = allMigrations(SERVER_AREAS);
