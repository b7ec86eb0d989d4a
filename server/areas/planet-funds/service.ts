/**
 * Planet funds: the SaaS money calls (plans, trial, orders), the ledger read as balance and detail with
 * withdrawals, payout accounts, and the courses offered in planets. Each part lives in its own file.
 */
import type { ServiceContext } from '@server/db/context.ts';
import { createPayoutAccountService } from './accounts.ts';
import { createPlanetCourseService } from './courses.ts';
import { createLedgerService } from './ledger.ts';
import { createSaasService } from './saas.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { SmsService } from '@server/areas/account/sms.ts';
import { createFundsVerificationService } from './verification.ts';

export function createPlanetFundsService(ctx: ServiceContext, deps: PlanetAreaDeps, sms: SmsService) {
  return {
    verification: createFundsVerificationService(ctx, sms),
    saas: createSaasService(ctx),
    ledger: createLedgerService(ctx, deps),
    accounts: createPayoutAccountService(ctx),
    courses: createPlanetCourseService(ctx, deps),
  };
}
