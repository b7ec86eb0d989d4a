/**
 * Planet the planet member mode screens and the SaaS money calls (issue 6). Being written in this session.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetModeService(_ctx: ServiceContext, _deps: PlanetAreaDeps) {
  return {};
}

export type PlanetModeService = ReturnType<typeof createPlanetModeService>;
