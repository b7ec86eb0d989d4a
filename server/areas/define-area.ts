/**
 * What an area contributes to the server, declared once in its manifest (server/areas/<area>/area.ts) and listed
 * in server/areas/index.ts. The composition loops over that list and names no area: the migrator
 * (server/migrations.ts), the services (server/create-services.ts), the start-up jobs, hooks and routes
 * (server/app.ts) and the demo seed (server/seed/).
 *
 * A manifest also adds its tables and its services to the registries (server/registry.ts), beside the manifest:
 *
 *     declare module '@server/db/schema.ts' { interface AreaTables { teach: TeachTables } }
 *     declare module '@server/services.ts' { interface AreaServices { teach: ReturnType<typeof areaServices> } }
 *
 * The services factory is a constant of its own (`defineServices`): the registry reads its type, never the
 * manifest's, whose routes take `Services` (that would be circular).
 */
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { BuildOptions } from '@server/build-options.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { CorsPolicy } from '@server/http/cors.ts';
import type { Services } from '@server/services.ts';

/** What start-up jobs and routes read beyond the services: how the server was built and its CORS policy. */
export type ServerSetup = { options: BuildOptions; cors: CorsPolicy };

/** The demo teacher a demo seed writes for, the clock (unix seconds, read at each call) and whether files were made. */
type DemoSeedContext = { teacherId: number; now: () => number; materialFiles: boolean };

export type ServerArea = {
  /** the area's folder name */
  name: string;
  /** name → module; the names sort into the one order every database runs them in, so a name never changes */
  migrations?: Readonly<Record<string, Migration>>;
  /**
   * The area's services, by the keys routes read them under. `options` is the area's part of the server's
   * options (its type adds to createServices' options); `built` holds the services of the areas before it in the
   * index, typed with the types those areas export (never with `Services`: the areas' registrations make it up).
   */
  services?: (ctx: ServiceContext, options: never, built: never) => object;
  /** request hooks, added after the session check and before every route */
  hooks?: (app: FastifyInstance, services: Services) => void;
  routes?: (app: FastifyInstance, services: Services, setup: ServerSetup) => void | Promise<void>;
  /** start-up jobs (workers, sweeps, flushes): after the migrations and the seed, before the routes */
  start?: (app: FastifyInstance, services: Services, setup: ServerSetup) => void | Promise<void>;
  /** on close, before the database closes: what still writes to it finishes */
  stop?: (services: Services) => Promise<void>;
  /** the area's demo rows, after the demo accounts and files exist, in the seed's order (server/seed/index.ts) */
  demoSeed?: (services: Services, demo: DemoSeedContext) => Promise<void>;
};

/** An area's services factory, with `ctx` typed; `options` and `built` are typed by the area. */
export function defineServices<Options, Needs, Built extends object>(
  factory: (ctx: ServiceContext, options: Options, built: Needs) => Built,
): (ctx: ServiceContext, options: Options, built: Needs) => Built {
  return factory;
}

/** Checks a manifest against ServerArea and keeps its own types (the name, the services it builds). */
export function defineServerArea<const Area extends ServerArea>(area: Area): Area {
  return area;
}

/** The services an area builds (unknown: none). */
export type ServicesOf<Area> = Area extends { services: (...args: never[]) => infer Built } ? Built : unknown;

/** The options an area's services are built with (unknown: none). */
export type OptionsOf<Area> = Area extends { services: (ctx: never, options: infer Options, built: never) => object } ? Options : unknown;

/** The services of earlier areas an area's services are built with (unknown: none). */
export type NeedsOf<Area> = Area extends { services: (ctx: never, options: never, built: infer Needs) => object } ? Needs : unknown;
