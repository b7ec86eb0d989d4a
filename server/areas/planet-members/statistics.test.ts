import { beforeAll, describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetStatisticOverview, PlanetTrendDay } from '@shared/planet-members/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { NOT_FOUND_PLANET, usePlanetMemberServer } from './test-support.ts';

const demo = usePlanetMemberServer();
const { clock, post, get, byName, row } = demo;

// the refunds the figures count beside the seed's: half of what 一颗柠檬 paid and all that 不二 paid, today
beforeAll(async () => {
  const lemon = await byName('一颗柠檬');
  const buEr = await byName('不二');
  expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: lemon.id, amount: 9_950, reason: '只参加了一半的练习' })).body.result).toBe('ok');
  expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: buEr.id, amount: 19_900, reason: '重复点击一' }, demo.staff)).body.result).toBe('ok');
});

describe('statistics', () => {
  it('answers the overview figures the database holds', async () => {
    const reply = await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: demo.planet.id, start: '2025-12-01', end: '2026-01-05' });
    const figures = reply.body.data!;
    const counts = await row<{ total: number; active: number; banned: number; refunded: number }>(
      'select count(*) total, count(case when status = 1 then 1 end) active, count(case when status = 3 then 1 end) banned, count(case when status = 2 then 1 end) refunded from planet_members where planet_id = ?',
      demo.planet.id,
    );
    // what members paid and got back, as the orders and the refund records hold it: every paid join is an order, so
    // what the members paid is what the planet's orders paid
    const money = await row<{ income: number; paid: number; refunds: number; n: number }>(
      `select (select coalesce(sum(pay_amount), 0) from orders where product_kind = 'planet' and product_id = ?) income,
        (select sum(paid_amount) from planet_members where planet_id = ?) paid,
        sum(amount) refunds, count(*) n from planet_member_refunds where planet_id = ?`,
      demo.planet.id,
      demo.planet.id,
      demo.planet.id,
    );
    expect(Number(money.paid)).toBe(Number(money.income));
    expect(figures).toMatchObject({
      members_total: counts.total,
      members_active: counts.active,
      members_blacklisted: counts.banned,
      members_refunded: counts.refunded,
      income_total: money.income,
      refund_total: money.refunds,
      refund_count: money.n,
      // two of the order centre's demo buyers joined in the last week, one of them today
      members_new_today: 1,
      members_new_7days: 2,
    });
    // the seed: 9 paying members at ¥199 and the full refund of 夜航船, and the 6 buyers of the order centre's demo
    // orders of the planet; then the half and the full refund above
    expect(figures.members_total).toBe(18);
    expect(figures.income_total).toBe(15 * 19_900);
    expect(figures.refund_total).toBe(19_900 + 9_950 + 19_900);
    expect(figures.refund_in_range).toBe(19_900 + 9_950 + 19_900);
    expect(figures.members_new_in_range).toBe(18);
  });

  it('counts members one way: the planet’s member_count is the overview’s active members, not every membership', async () => {
    const figures = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: demo.planet.id })).body.data!;
    const shown = (await get<Planet>(PLANET_PATHS.show(demo.planet.id), {})).body.data!;
    const listed = ((await get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[]).find((p) => p.id === demo.planet.id)!;
    expect(shown.member_count).toBe(figures.members_active);
    expect(listed.member_count).toBe(figures.members_active);
    expect(figures.members_active).toBeLessThan(figures.members_total);
  });

  it('answers one row per day with the new members, income and refunds of that day', async () => {
    const reply = await get(PATHS.trend, { planet_id: demo.planet.id, start: '2025-12-06', end: '2026-01-05' });
    const days = reply.body.rows as PlanetTrendDay[];
    expect(days).toHaveLength(31);
    expect(days[0]!.date).toBe('2025-12-06');
    expect(days.at(-1)!.date).toBe('2026-01-05');
    expect(days.reduce((sum, d) => sum + d.new_members, 0)).toBe(18);
    expect(days.at(-1)!.refunds).toBe(9_950 + 19_900);
    const overview = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: demo.planet.id, start: '2025-12-06', end: '2026-01-05' })).body.data!;
    expect(days.reduce((sum, d) => sum + d.income, 0)).toBe(overview.income_in_range);
    expect(days.reduce((sum, d) => sum + d.refunds, 0)).toBe(overview.refund_in_range);
  });

  it('counts a member who joins today', async () => {
    await queryTestDatabase(
      demo.server.dataDir,
      "insert into planet_members (planet_id, nickname, role, status, created_at, joined_at, paid_amount) values (?, '新同学', 'member', 1, ?, ?, 19900)",
      [demo.planet.id, clock.seconds(), clock.seconds()],
    );
    const figures = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: demo.planet.id })).body.data!;
    // with the demo buyers who joined today and this week
    expect(figures).toMatchObject({ members_new_today: 2, members_new_7days: 3, members_new_in_range: 3, members_total: 19 });
    const days = (await get(PATHS.trend, { planet_id: demo.planet.id })).body.rows as PlanetTrendDay[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ date: '2026-01-05', new_members: 2 });
  });

  it('refuses bad ranges and another teacher’s planet', async () => {
    expect((await get(PATHS.trend, { planet_id: demo.planet.id, start: '2026-01-05', end: '2026-01-01' })).body.message).toBe('开始日期不能晚于结束日期');
    expect((await get(PATHS.trend, { planet_id: demo.planet.id, start: '2026-02-30' })).body.message).toBe('参数错误：start 不是有效的日期');
    expect((await get(PATHS.trend, { planet_id: demo.planet.id, start: '2024-01-01', end: '2026-01-01' })).body.message).toBe('日期范围不能超过 366 天');
    expect((await get(PATHS.trend, { planet_id: demo.planet.id, start: '5 Jan' })).body.message).toContain('必须是 YYYY-MM-DD');
    expect((await get(PATHS.overview, { planet_id: demo.otherPlanet.id })).body).toEqual(NOT_FOUND_PLANET);
    expect((await get(PATHS.trend, { planet_id: demo.otherPlanet.id })).status).toBe(404);
  });
});
