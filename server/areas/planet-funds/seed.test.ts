import { describe, expect, it } from 'vitest';
import { PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import type { PayoutAccount, SaasOrder, TrialGoods } from '@shared/planet-funds/types.ts';
import { usePlanetFundsServer } from './test-support.ts';

const demo = usePlanetFundsServer();
const { rows, overview, allLedger, current, plans } = demo;

describe('seed', () => {
  it('has the plans, the trial goods, and a paid order, payout account and withdrawal for each demo owner', async () => {
    expect((await plans()).map((plan) => [plan.name, plan.price])).toEqual([['基础版', 29_900], ['专业版', 99_900], ['旗舰版', 299_900]]);
    const goods = await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods);
    expect(goods).toEqual([expect.objectContaining({ plan_name: '专业版', days: 7, used: false })]);
    for (const token of [demo.zhou, demo.teacher]) {
      const orders = await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, token);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 1, pay_channel: 'wx_pub_qr', env: 2, refundable: false });
      const saas = await allLedger(token, { kind: 'saas' });
      expect(saas.map((row) => row.amount)).toEqual([-orders[0]!.amount]);
      expect((await current(token))?.plan.id).toBe(orders[0]!.plan_id);
      expect(await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, token)).toHaveLength(1);
      const withdrawals = await allLedger(token, { kind: 'withdraw' });
      expect(withdrawals).toHaveLength(1);
      expect(withdrawals[0]!.withdrawal_status).toBe('processing');
      expect((await overview(token)).withdrawals_pending).toBe(-withdrawals[0]!.amount);
    }
  });
});
