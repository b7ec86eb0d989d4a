/**
 * Planet columns, specials, punch-card plans and homework (issue 6). Being written in this session.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetProgramService(_ctx: ServiceContext, _deps: PlanetAreaDeps) {
  return {};
}

export type PlanetProgramService = ReturnType<typeof createPlanetProgramService>;
