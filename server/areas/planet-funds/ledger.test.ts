import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS } from '@shared/marketing/campaign-paths.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import type { PayoutAccount, Withdrawal } from '@shared/planet-funds/types.ts';
import { DAY, usePlanetFundsServer } from './test-support.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import { fundsTexts } from '@server/http/export-texts.ts';

const demo = usePlanetFundsServer();
const { clock, post, get, data, rows, overview, allLedger } = demo;

describe('the balance', () => {
  it('is the settled part of the planet income, with what settles later, income, refunds, per-planet figures and the latest 10 movements', async () => {
    const ledger = await allLedger(demo.teacher);
    const sum = (kinds: string[]) => ledger.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.amount, 0);
    const view = await overview(demo.teacher);
    expect(ledger.length).toBeGreaterThan(3);
    // every row moved the planet income: what is settled and what still settles add up to all of them
    expect(view.balance + view.pending).toBe(sum(['join', 'renew', 'refund', 'withdraw', 'saas']));
    expect(view.pending).toBeGreaterThan(0);
    // income is what members paid: the rows are that less the platform's 1 % fee
    expect(view.income_total).toBe(view.planets.reduce((total, row) => total + row.income, 0));
    expect(sum(['join'])).toBeLessThan(view.income_total);
    expect(sum(['join'])).toBeGreaterThanOrEqual(Math.floor(view.income_total * 0.99) - ledger.length);
    expect(view.refunds_total).toBe(view.planets.reduce((total, row) => total + row.refunds, 0));
    expect(view.refunds_total).toBeGreaterThan(0);
    expect(view.latest.map((row) => row.id)).toEqual(ledger.slice(0, 10).map((row) => row.id));
    const planet = view.planets.find((row) => row.planet_id === demo.teacherPlanet)!;
    expect(planet.income).toBeGreaterThan(ledger.filter((row) => row.planet_id === demo.teacherPlanet && row.kind === 'join').reduce((t, row) => t + row.amount, 0));
    expect(planet.members).toBeGreaterThan(0);
    // a staff account reads its main account's funds (the teacher centre's 账户余额 lists them; 资金概览 is planet member mode's)
    expect((await allLedger(demo.staff)).map((row) => row.id)).toEqual(ledger.map((row) => row.id));
  });

  it('counts today\'s and this month\'s income by China time', async () => {
    const before = await overview(demo.zhou);
    expect(before.income_today).toBe(0);
    expect(before.income_month).toBeLessThanOrEqual(before.income_total);
  });

  it('filters the detail by kind, date range and planet; another teacher\'s planet answers 404', async () => {
    const income = await allLedger(demo.teacher, { kind: 'income' });
    expect(income.length).toBeGreaterThan(0);
    expect(income.every((row) => row.kind === 'join' || row.kind === 'renew')).toBe(true);
    const refunds = await allLedger(demo.teacher, { kind: 'refund' });
    expect(refunds.every((row) => row.kind === 'refund' && row.amount < 0)).toBe(true);
    const byPlanet = await allLedger(demo.teacher, { planet_id: demo.teacherPlanet });
    expect(byPlanet.length).toBeGreaterThan(0);
    expect(byPlanet.every((row) => row.planet_id === demo.teacherPlanet && row.planet_title === '林老师的写作星球')).toBe(true);
    // the seed's saas payment was 20 days before the clock: a range of the last week leaves it out
    const day = (offset: number) => new Date((clock.seconds() + offset * DAY + 8 * 3600) * 1000).toISOString().slice(0, 10);
    expect(await allLedger(demo.teacher, { kind: 'saas', start_at: `${day(-7)} 00:00:00`, end_at: `${day(0)} 23:59:59` })).toEqual([]);
    expect(await allLedger(demo.teacher, { kind: 'saas', start_at: `${day(-21)} 00:00:00`, end_at: `${day(-19)} 23:59:59` })).toHaveLength(1);
    const foreign = await get(PLANET_FUNDS_PATHS.ledger, demo.teacher, { planet_id: demo.zhouPlanet });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('星球不存在');
    const bad = await get(PLANET_FUNDS_PATHS.ledger, demo.teacher, { kind: 'bonus' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/kind/);
    const page = await get(PLANET_FUNDS_PATHS.ledger, demo.teacher, { pageSize: 2, page: 2 });
    expect(page.body.rows).toHaveLength(2);
    expect(page.body.totalCount).toBe((await allLedger(demo.teacher)).length);
  });
});

describe('withdrawals', () => {
  it('takes at least 1 元 and at most the balance, to an own account, as a 处理中 withdraw row', async () => {
    const [account] = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, demo.teacher);
    const [foreignAccount] = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, demo.zhou);
    const { balance } = await overview(demo.teacher);
    expect(balance).toBeGreaterThan(100);
    const count = (await allLedger(demo.teacher)).length;
    const refused = async (amount: number, message: string, accountId = account!.id, token = demo.teacher, status = 400) => {
      const reply = await post(PLANET_FUNDS_PATHS.withdraw, { amount, account_id: accountId }, token);
      expect(reply.status).toBe(status);
      expect(reply.body.message).toBe(message);
    };
    await refused(99, '提现金额不能低于 1 元');
    await refused(balance + 1, '提现金额不能超过账户余额');
    await refused(100, '收款账户不存在', foreignAccount!.id, demo.teacher, 404);
    await refused(100, '收款账户不存在', 999, demo.teacher, 404);
    expect((await post(PLANET_FUNDS_PATHS.withdraw, { amount: 1.5, account_id: account!.id }, demo.teacher)).body.message).toMatch(/amount/);
    expect((await allLedger(demo.teacher)).length).toBe(count);

    const pending = (await overview(demo.teacher)).withdrawals_pending;
    const done = await data<{ withdrawal: Withdrawal; balance: number }>(post(PLANET_FUNDS_PATHS.withdraw, { amount: 100, account_id: account!.id }, demo.teacher));
    expect(done.balance).toBe(balance - 100);
    expect(done.withdrawal).toMatchObject({ amount: 100, status: 'processing' });
    expect(done.withdrawal.account_label).toContain('林书言');
    const [row] = await allLedger(demo.teacher, { kind: 'withdraw' });
    expect(row).toMatchObject({ id: done.withdrawal.ledger_id, amount: -100, withdrawal_status: 'processing' });
    expect((await overview(demo.teacher)).withdrawals_pending).toBe(pending + 100);
    // all of it, asked twice at once: one goes through, the other finds nothing left (never a negative balance)
    const both = await Promise.all([1, 2].map(() => post(PLANET_FUNDS_PATHS.withdraw, { amount: done.balance, account_id: account!.id }, demo.teacher)));
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(both.find((reply) => reply.status === 400)!.body.message).toBe('提现金额不能超过账户余额');
    expect((await overview(demo.teacher)).balance).toBe(0);
    await refused(100, '提现金额不能超过账户余额');
  });
});

describe('planet orders of the order centre', () => {
  it('count as the planet’s income, and a red packet’s share reward shows under income as 分享红包', async () => {
    const packet = await post(
      CAMPAIGN_PATHS.packet.create,
      { title: '分享星球', all_products: 0, products: [{ kind: 'planet', id: demo.teacherPlanet }], reward: 300, budget: 3_000, starts_at: clock.seconds() + 60, ends_at: clock.seconds() + 10 * DAY },
      demo.teacher,
    );
    expect(packet.body.result, JSON.stringify(packet.body)).toBe('ok');
    clock.advance(120);
    const before = await overview(demo.teacher);
    const order = await post(ORDER_PATHS.devPlace, { product_kind: 'planet', product_id: demo.teacherPlanet, buyer_phone: '13712345601', sharer_phone: '13712345602', sharer_nickname: '星球老友' }, demo.teacher);
    expect(order.body.result, JSON.stringify(order.body)).toBe('ok');
    const paid = (order.body.data as { pay_amount: number }).pay_amount;
    const after = await overview(demo.teacher);
    expect(after.income_total).toBe(before.income_total + paid);
    const income = await allLedger(demo.teacher, { kind: 'income', planet_id: demo.teacherPlanet });
    expect(income[0]).toMatchObject({ kind: 'reward', amount: -300, title_code: 'reward', title_params: { sharer: '星球老友' }, planet_id: demo.teacherPlanet });
    expect(ledgerTitleText(fundsTexts('en'), income[0]!)).toBe('Share reward: 星球老友');
    expect(income[1]).toMatchObject({ kind: 'join', planet_id: demo.teacherPlanet });
    // the order's income less the reward is still settling
    expect(after.pending).toBe(before.pending + income[1]!.amount - 300);
  });
});
