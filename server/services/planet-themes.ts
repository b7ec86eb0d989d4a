/**
 * Planet the feed (themes), topics, praise and collect (issue 6). Being written in this session.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetThemeService(_ctx: ServiceContext, _deps: PlanetAreaDeps) {
  return {};
}

export type PlanetThemeService = ReturnType<typeof createPlanetThemeService>;
