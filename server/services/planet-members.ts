/**
 * Planet members, roles, blacklist, refunds and statistics (issue 6). Being written in this session.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetMemberService(_ctx: ServiceContext, _deps: PlanetAreaDeps) {
  return {};
}

export type PlanetMemberService = ReturnType<typeof createPlanetMemberService>;
