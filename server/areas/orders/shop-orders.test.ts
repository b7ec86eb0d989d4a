/** The external shops' orders (/order/manage): synced by the connector, idempotent, listed with filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS as P } from '@shared/orders/paths.ts';
import type { ShopOrder, ShopSync } from '@shared/orders/shop-types.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const DAY = 86_400;

describe('external shop orders', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get(P.shopList, { pageSize: 100, ...query }, token)).body;
  const count = async () => Number((await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from shop_orders'))[0]!.n);

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    await createMainAccount(server.dataDir, '13900001601');
    other = (await login(server.baseUrl, '13900001601')).token.id;
  });
  afterAll(() => server.close());

  it('shows a month of each shop’s orders synced at the first start, newest first, of the teacher’s products', async () => {
    const syncs = (await get(P.shopSyncs)).body.rows as ShopSync[];
    expect(syncs.map((s) => s.shop)).toEqual(['dy', 'ks', 'sph', 'xhs']);
    for (const sync of syncs) {
      expect(sync.synced_at).toBe(clock.seconds());
      expect(sync.orders).toBeGreaterThan(30);
    }
    const body = await list();
    const rows = body.rows as ShopOrder[];
    expect(Number(body.totalCount)).toBe(syncs.reduce((sum, s) => sum + s.orders, 0));
    expect(rows.map((r) => r.placed_at)).toEqual([...rows.map((r) => r.placed_at)].sort((a, b) => b - a));
    const titles = (await queryTestDatabase<{ title: string }>(server.dataDir, "select title from courses where owner_id = (select id from users where phone = ?) and status = 1", [PHONES.teacher])).map((r) => r.title);
    for (const row of rows) expect(titles).toContain(row.product_title);
    expect(rows.find((r) => r.shop === 'dy')!.external_no).toMatch(/^69\d{17}$/);
    expect(rows.some((r) => r.status === 'completed')).toBe(true);
  });

  it('syncs again without doubling anything, and picks up what came in and what moved on since', async () => {
    const before = await count();
    const again = await post<ShopSync & { added: number; updated: number }>(P.shopSync, { shop: 'ks' });
    expect(again.body.data).toMatchObject({ shop: 'ks', added: 0, updated: 0 });
    expect(await count()).toBe(before);
    clock.advance(10 * DAY);
    const later = (await post<ShopSync & { added: number; updated: number }>(P.shopSync, { shop: 'ks' })).body.data!;
    expect(later.added).toBeGreaterThan(0);
    // orders paid within the last week before are completed now
    expect(later.updated).toBeGreaterThan(0);
    expect(later.synced_at).toBe(clock.seconds());
  });

  it('filters by shop, state, time and a keyword', async () => {
    const ks = (await list({ shop: 'ks' })).rows as ShopOrder[];
    expect(ks.length).toBeGreaterThan(0);
    expect(ks.every((r) => r.shop === 'ks')).toBe(true);
    const refunded = (await list({ status: 'refunded' })).rows as ShopOrder[];
    expect(refunded.every((r) => r.status === 'refunded')).toBe(true);
    const one = ks[0]!;
    expect(((await list({ keyword: one.external_no })).rows as ShopOrder[]).map((r) => r.id)).toEqual([one.id]);
    const week = (await list({ start_at: clock.seconds() - 7 * DAY, end_at: clock.seconds() })).rows as ShopOrder[];
    expect(week.every((r) => r.placed_at >= clock.seconds() - 7 * DAY)).toBe(true);
    expect((await get(P.shopList, { shop: 'taobao' })).body).toMatchObject({ result: 'fail', code: 40000 });
  });

  it('keeps each teacher’s shops apart, and lets staff in with the 订单 module only', async () => {
    expect((await list({}, other)).rows).toEqual([]);
    expect((await get(P.shopList, {}, staff)).status).toBe(403);
    await grantModules(server.dataDir, PHONES.staff, ['order']);
    expect((await get(P.shopList, {}, staff)).status).toBe(200);
  });
});
