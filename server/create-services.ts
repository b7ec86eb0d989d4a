/**
 * Builds every area's services over one database and clock, in the order of server/areas/index.ts: each area's
 * manifest gets its options and the services built before it. The type routes read (`Services`, services.ts) is
 * what the manifests register; the checks below keep the two the same.
 */
import type { ServiceContext } from './db/context.ts';
import type { Intersection } from './registry.ts';
import type { AreaServices, Services } from './services.ts';
import type { NeedsOf, OptionsOf, ServerArea, ServicesOf } from './areas/define-area.ts';
import { SERVER_AREAS } from './areas/index.ts';

type Areas = typeof SERVER_AREAS;

/** What the areas' services are built with, every area's part of it (app.ts fills it from the build options). */
export type ServiceOptions = Intersection<OptionsOf<Areas[number]>>;

type Base = { ctx: ServiceContext };

/** The first area whose services need one that no area above it builds (never: none). */
type Misplaced<Rest extends readonly unknown[], Built> = Rest extends readonly [infer Area, ...infer Below]
  ? Built extends NeedsOf<Area>
    ? Misplaced<Below, Built & ServicesOf<Area>>
    : { area: Area extends ServerArea ? Area['name'] : never; needs: Exclude<keyof NeedsOf<Area>, keyof Built> }
  : never;

/** Each area's services by its name, as the index builds them. */
type Indexed = { [Area in Areas[number] as Area extends { services: unknown } ? Area['name'] : never]: ServicesOf<Area> };

/** The areas whose registered services (AreaServices) are not the ones their manifest builds (never: none). */
type Unregistered = {
  [Name in keyof Indexed | keyof AreaServices]: Name extends keyof Indexed & keyof AreaServices
    ? [Indexed[Name], AreaServices[Name]] extends [AreaServices[Name], Indexed[Name]]
      ? never
      : Name
    : Name;
}[keyof Indexed | keyof AreaServices];

type Nothing<Problem extends never> = Problem;
// a compile error here names an area listed above one whose services it uses
type _ServicesInOrder = Nothing<Misplaced<Areas, Base>>;
// a compile error here names an area whose manifest does not register what it builds, or registers it twice
type _ServicesRegistered = Nothing<Unregistered>;

export function createServices(ctx: ServiceContext, options: ServiceOptions): Services {
  const areas: readonly ServerArea[] = SERVER_AREAS;
  const built: Record<string, unknown> = { ctx };
  for (const area of areas) {
    if (!area.services) continue;
    // `never`: each area's options and needs are checked against ServiceOptions and the areas above (types above)
    const part = area.services(ctx, options as never, built as never);
    for (const key of Object.keys(part)) {
      if (key in built) throw new Error(`server area ${area.name}: the service "${key}" is built twice`);
    }
    Object.assign(built, part);
  }
  // the registered services are the built ones (_ServicesRegistered)
  return built as unknown as Services;
}
