/**
 * Planet funds (issue 6): the ledger read as balance and detail, payout accounts, the SaaS money calls. Being written in this session.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetFundsService(_ctx: ServiceContext, _deps: PlanetAreaDeps) {
  return {};
}

export type PlanetFundsService = ReturnType<typeof createPlanetFundsService>;
