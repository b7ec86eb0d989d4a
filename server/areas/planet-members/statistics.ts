/** A planet's statistics: the overview figures and the day-by-day trend of members, income and refunds. */
import { sql } from 'kysely';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { MEMBER_STATUS, type PlanetStatisticOverview, type PlanetTrendDay } from '@shared/planet-members/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { isCountedMember } from '@server/areas/planets/members-counted.ts';
import type { Session } from '@server/http/session-types.ts';
import { SECONDS_PER_DAY, parseChinaDateTime, startOfChinaDay } from '@server/db/time.ts';
import type { MemberRows } from './member-rows.ts';

export type DateRangeInput = { start?: string; end?: string };

const CHINA_OFFSET = 8 * 3600;

function dayLabel(dayIndex: number): string {
  return new Date(dayIndex * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
}

/** The China-time day number of a unix time, as SQL groups it. */
function dayIndexOf(unixSeconds: number): number {
  return Math.floor((unixSeconds + CHINA_OFFSET) / SECONDS_PER_DAY);
}

export function createStatisticsService(ctx: ServiceContext, { db, ownedPlanet }: MemberRows) {
  /** The unix-second bounds of a statistics range; by default the last 7 days up to now. */
  function rangeOf(range: DateRangeInput): { from: number; to: number } {
    const now = seconds(ctx.now);
    const from = range.start ? parseChinaDateTime(range.start) : startOfChinaDay(now) - 6 * SECONDS_PER_DAY;
    const to = range.end ? parseChinaDateTime(range.end, true) : startOfChinaDay(now) + SECONDS_PER_DAY - 1;
    if (from === undefined) throw fail.validation('参数错误：start 不是有效的日期');
    if (to === undefined) throw fail.validation('参数错误：end 不是有效的日期');
    if (from > to) throw fail.validation('开始日期不能晚于结束日期');
    if (dayIndexOf(to) - dayIndexOf(from) + 1 > MEMBER_LIMITS.rangeDaysMax) throw fail.validation(`日期范围不能超过 ${MEMBER_LIMITS.rangeDaysMax} 天`);
    return { from, to };
  }

  /** What members paid (payments) and got back (refunds) in a planet: the buyers' lines of its transactions. */
  const memberMoney = (planetId: number, ownerId: number) =>
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('t.planet_id', '=', planetId)
      .where('t.owner_id', '=', ownerId)
      .where('t.kind', 'in', ['payment', 'refund'])
      .where('e.account', '=', 'buyers');

  return {
    async overview(session: Session, planetId: number, range: DateRangeInput): Promise<PlanetStatisticOverview> {
      const planet = await ownedPlanet(session, planetId);
      const { from, to } = rangeOf(range);
      const today = startOfChinaDay(seconds(ctx.now));
      const members = await db
        .selectFrom('planet_members')
        .where('planet_id', '=', planetId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          sql<number>`count(case when ${isCountedMember('planet_members', seconds(ctx.now))} then 1 end)`.as('active'),
          sql<number>`count(case when status = ${MEMBER_STATUS.blacklisted} then 1 end)`.as('blacklisted'),
          sql<number>`count(case when status = ${MEMBER_STATUS.refunded} then 1 end)`.as('refunded'),
          sql<number>`count(case when joined_at >= ${today} then 1 end)`.as('today'),
          sql<number>`count(case when joined_at >= ${today - 6 * SECONDS_PER_DAY} then 1 end)`.as('week'),
          sql<number>`count(case when joined_at between ${from} and ${to} then 1 end)`.as('in_range'),
        ])
        .executeTakeFirstOrThrow();
      const money = await memberMoney(planetId, planet.owner_id)
        .select([
          sql<number>`coalesce(-sum(case when t.kind = 'payment' then e.amount end), 0)`.as('income_total'),
          sql<number>`coalesce(-sum(case when t.kind = 'payment' and t.created_at between ${from} and ${to} then e.amount end), 0)`.as('income_in_range'),
          sql<number>`coalesce(sum(case when t.kind = 'refund' then e.amount end), 0)`.as('refund_total'),
          sql<number>`coalesce(sum(case when t.kind = 'refund' and t.created_at between ${from} and ${to} then e.amount end), 0)`.as('refund_in_range'),
          sql<number>`count(case when t.kind = 'refund' then 1 end)`.as('refund_count'),
        ])
        .executeTakeFirstOrThrow();
      return {
        members_total: Number(members.total),
        members_active: Number(members.active),
        members_new_today: Number(members.today),
        members_new_7days: Number(members.week),
        members_new_in_range: Number(members.in_range),
        members_blacklisted: Number(members.blacklisted),
        members_refunded: Number(members.refunded),
        income_total: Number(money.income_total),
        income_in_range: Number(money.income_in_range),
        refund_total: Number(money.refund_total),
        refund_in_range: Number(money.refund_in_range),
        refund_count: Number(money.refund_count),
      };
    },

    /** Per China-time day of the range: members who joined, income (join, renew) and refunds, every day listed. */
    async trend(session: Session, planetId: number, range: DateRangeInput): Promise<PlanetTrendDay[]> {
      const planet = await ownedPlanet(session, planetId);
      const { from, to } = rangeOf(range);
      const dayExpr = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(SECONDS_PER_DAY)}`;
      const joins = await db
        .selectFrom('planet_members')
        .where('planet_id', '=', planetId)
        .where('joined_at', '>=', from)
        .where('joined_at', '<=', to)
        .select([dayExpr('joined_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('day')
        .execute();
      const money = await memberMoney(planetId, planet.owner_id)
        .where('t.created_at', '>=', from)
        .where('t.created_at', '<=', to)
        .select([
          dayExpr('t.created_at').as('day'),
          sql<number>`coalesce(-sum(case when t.kind = 'payment' then e.amount end), 0)`.as('income'),
          sql<number>`coalesce(sum(case when t.kind = 'refund' then e.amount end), 0)`.as('refunds'),
        ])
        .groupBy('day')
        .execute();
      const joinsByDay = new Map(joins.map((row) => [Number(row.day), Number(row.n)]));
      const moneyByDay = new Map(money.map((row) => [Number(row.day), row]));
      const days: PlanetTrendDay[] = [];
      for (let day = dayIndexOf(from); day <= dayIndexOf(to); day++) {
        const moved = moneyByDay.get(day);
        days.push({ date: dayLabel(day), new_members: joinsByDay.get(day) ?? 0, income: Number(moved?.income ?? 0), refunds: Number(moved?.refunds ?? 0) });
      }
      return days;
    },
  };
}
