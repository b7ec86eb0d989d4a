/**
 * What routes get: every area's services by name (`services.teachers`, `services.materials` …) over one database
 * and clock. Only services run SQL. Each area's manifest (server/areas/<area>/area.ts) adds the services it builds to
 * `AreaServices` under its name; server/create-services.ts builds them in the order of server/areas/index.ts.
 */
import type { ServiceContext } from './db/context.ts';
import type { Merged } from './registry.ts';

/** Filled by the areas' manifests (`declare module '@server/services.ts'`), one entry per area. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries are the areas' declarations
export interface AreaServices {}

export type Services = { ctx: ServiceContext } & Merged<AreaServices>;
