/**
 * Planet funds (issue 6): the SaaS money calls (plans, trial, orders), the ledger read as balance and detail with
 * withdrawals, payout accounts, and the courses offered in planets. Each part lives in its own file.
 */
import type { ServiceContext } from './context.ts';
import { createPayoutAccountService } from './planet-funds-accounts.ts';
import { createPlanetCourseService } from './planet-funds-courses.ts';
import { createLedgerService } from './planet-funds-ledger.ts';
import { createSaasService } from './planet-funds-saas.ts';
import type { PlanetAreaDeps } from './planet-area.ts';

export function createPlanetFundsService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  return {
    saas: createSaasService(ctx),
    ledger: createLedgerService(ctx, deps),
    accounts: createPayoutAccountService(ctx),
    courses: createPlanetCourseService(ctx, deps),
  };
}

export type PlanetFundsService = ReturnType<typeof createPlanetFundsService>;
