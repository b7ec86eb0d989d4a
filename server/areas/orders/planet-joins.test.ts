/**
 * A paid planet join is an order: the demo planets' paying members are orders of the order centre and the sales
 * figures; a planet order makes its buyer a member, once, and its full refund ends the membership; a member's
 * refund from the planet page is the refund of their order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS, IDEMPOTENCY_HEADER } from '@shared/aftersale/paths.ts';
import { DATA_CENTRE_PATHS } from '@shared/data-centre/paths.ts';
import type { SalesReport } from '@shared/data-centre/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { Order } from '@shared/orders/types.ts';
import { PLANET_MEMBER_PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

describe('planet joins are orders', () => {
  const clock = testClock();
  let server: TestServer;
  let me: string;
  let planet: Planet;

  const get = <T>(path: string, query: Record<string, string | number>) => call<T>(server.baseUrl, 'GET', path, { token: me, query });
  const post = <T>(path: string, json: unknown, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token: me, json, headers });
  const planetOrders = async () => (await get<Order[]>(ORDER_PATHS.findList, { page: 1, pageSize: 100, product_kind: 'planet' })).body;
  const members = async () => (await get<PlanetMember[]>(PLANET_MEMBER_PATHS.findList, { planet_id: planet.id, pageSize: 50 })).body.rows as PlanetMember[];
  const join = (phone: string) => post<{ id: number; pay_amount: number }>(ORDER_PATHS.devPlace, { product_kind: 'planet', product_id: planet.id, channel: 'dy', buyer_phone: phone, buyer_nickname: `新成员${phone.slice(-2)}` });

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    me = (await login(server.baseUrl, PHONES.teacher)).token.id;
    planet = ((await get<Planet[]>(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[])[0]!;
  });
  afterAll(() => server.close());

  it('shows every paid join of the demo planet in the order centre and the sales figures, as the ledger has it', async () => {
    const paying = (await members()).filter((m) => m.role !== 'owner' && m.paid_amount > 0);
    const orders = await planetOrders();
    expect(orders.totalCount).toBe(paying.length);
    expect((orders.rows as Order[]).reduce((sum, o) => sum + o.pay_amount, 0)).toBe(paying.reduce((sum, m) => sum + m.paid_amount, 0));
    // no join's money without its order
    const loose = await queryTestDatabase<{ n: number }>(server.dataDir, "select count(*) n from ledger_transactions where ref_type = 'planet_member' and order_id is null");
    expect(Number(loose[0]!.n)).toBe(0);
    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(clock.now() + 8 * 3_600_000 - 60 * 86_400_000).toISOString().slice(0, 10);
    const sales = (await get<SalesReport>(DATA_CENTRE_PATHS.sales, { start, end: today })).body.data!;
    expect(sales.by_kind.find((row) => row.product_kind === 'planet')).toMatchObject({ orders: paying.length, gmv: paying.reduce((sum, m) => sum + m.paid_amount, 0) });
  });

  it('makes the buyer of a planet order its member once, and ends the membership with the order’s full refund', async () => {
    const placed = (await join('13711110001')).body.data!;
    const member = (await members()).find((m) => m.nickname === '新成员01')!;
    expect(member).toMatchObject({ role: 'member', status: 1, paid_amount: placed.pay_amount });
    const before = (await planetOrders()).totalCount;
    expect((await join('13711110001')).body).toMatchObject({ result: 'fail', message: '你已是该星球成员，无需重复加入' });
    expect((await planetOrders()).totalCount).toBe(before);

    const request = (await post<{ id: number }>(AFTERSALE_PATHS.devRequest, { order_id: placed.id, amount: placed.pay_amount, reason: '不想要了' })).body.data!;
    expect((await post(AFTERSALE_PATHS.approve, { id: request.id, amount: placed.pay_amount }, { [IDEMPOTENCY_HEADER]: 'planet-join-refund' })).body).toMatchObject({ result: 'ok' });
    expect((await members()).find((m) => m.id === member.id)).toMatchObject({ status: 2 });
    // a membership that ended may be bought again: a new member, with the new order
    expect((await join('13711110001')).body).toMatchObject({ result: 'ok' });
    expect((await members()).filter((m) => m.nickname === '新成员01').map((m) => m.status)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('refunds a member’s join from the planet page as the refund of its order', async () => {
    const fish = (await members()).find((m) => m.nickname === '晨读的鱼')!;
    const refunded = await post(PLANET_MEMBER_PATHS.refund, { planet_id: planet.id, id: fish.id, amount: fish.paid_amount, reason: '转去别的星球' });
    expect(refunded.body).toMatchObject({ result: 'ok' });
    const [order] = await queryTestDatabase<{ id: number; status: string; refunded_amount: number }>(
      server.dataDir,
      'select o.id, o.status, o.refunded_amount from orders o join planet_members m on m.order_id = o.id where m.id = ?',
      [fish.id],
    );
    expect(order).toMatchObject({ status: 'refunded' });
    expect(Number(order!.refunded_amount)).toBe(fish.paid_amount);
    const [refund] = await queryTestDatabase<{ order_id: number; ref_type: string }>(server.dataDir, "select order_id, ref_type from ledger_transactions where kind = 'refund' and ref_id = ? and ref_type = 'planet_member'", [fish.id]);
    expect(Number(refund!.order_id)).toBe(Number(order!.id));
  });
});
