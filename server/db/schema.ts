/**
 * Kysely view of the database. Times are unix seconds; flags are 0/1 integers.
 * Each area keeps its tables in server/areas/<area>/schema.ts and adds them to `AreaTables` in its manifest
 * (server/areas/<area>/area.ts); `Database` is all of them. A table two areas add columns to (planet_members: the
 * planets area's first columns, the members area's from migration 009 on) has the columns of both.
 */
import type { Merged } from '@server/registry.ts';

/**
 * Filled by the areas' manifests (`declare module '@server/db/schema.ts'`), one entry per area; knip cannot see
 * an interface augmented from another module used.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries are the areas' declarations
export interface AreaTables {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so messages name it Database
export interface Database extends Merged<AreaTables> {}
