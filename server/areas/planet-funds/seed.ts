/**
 * Demo funds of the demo planets' owners: a paid SaaS order each with its ledger transaction, a payout
 * account each, and one withdrawal (still 处理中) taken from what of the members' join income had settled. The plans and trial
 * goods are product data inserted by migration 011. The demo seed has no courses yet (they are made from uploaded
 * materials after this transaction), so no course is offered in a planet here.
 */
import type { PayoutAccountInput } from '@shared/planet-funds/types.ts';
import { insertPayoutAccount } from './accounts.ts';
import { balanceOf, insertWithdrawal } from './ledger.ts';
import { seedPaidOrder } from './saas.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import type { PlanetAreaSeed, SeededPlanet } from '@server/areas/planets/seed-types.ts';

type OwnerFunds = { plan: string; account: PayoutAccountInput };

const FUNDS: Partial<Record<SeededPlanet['ownerKey'], OwnerFunds>> = {
  planet: {
    plan: 'basic',
    account: { type: 'bank', real_name: '周明远', account_no: '6214835719028464', bank_name: '招商银行', bank_branch: '杭州分行营业部', is_default: true },
  },
  teacher: {
    plan: 'pro',
    account: { type: 'alipay', real_name: '林书言', account_no: 'lin.writing@example.com', bank_name: '', bank_branch: '', is_default: true },
  },
};

export const seedPlanetFunds: PlanetAreaSeed = async (trx, planets, now) => {
  const done = new Set<number>();
  for (const planet of planets) {
    const funds = FUNDS[planet.ownerKey];
    if (!funds || done.has(planet.ownerId)) continue;
    done.add(planet.ownerId);
    await seedPaidOrder(trx, planet.ownerId, funds.plan, now - 20 * SECONDS_PER_DAY - 600, now - 20 * SECONDS_PER_DAY);
    const accountId = await insertPayoutAccount(trx, planet.ownerId, funds.account, now - 15 * SECONDS_PER_DAY);
    // withdraw about 40 % of what is left, in whole yuan
    const amount = Math.floor(((await balanceOf(trx, planet.ownerId, now - 3 * SECONDS_PER_DAY)) * 0.4) / 100) * 100;
    if (amount >= 100) await insertWithdrawal(trx, planet.ownerId, accountId, amount, now - 3 * SECONDS_PER_DAY);
  }
};
