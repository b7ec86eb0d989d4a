/**
 * Planet members (issue 6, spec §3 "Member": role, status, description), the blacklist, refunds, statistics and
 * the member-facing menu. Every call names a planet the caller owns (deps.planets.requireOwned: 404 otherwise) and
 * every member it touches must belong to that planet (404 '成员不存在' otherwise).
 *
 * Status: 1 active, 0 expired, 2 refunded, 3 blacklisted (docs/decisions.md). An active membership
 * whose term has passed is settled to 0 whenever the planet's members are read.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { MEMBER_LIMITS, defaultPlanetMenu, maskPhone, menuProblem } from '@shared/planet-members/rules.ts';
import { menuProblemText } from './problem-texts.ts';
import {
  MEMBER_STATUS,
  PLANET_MENU_KEYS,
  type AssignableMemberRole,
  type MemberRefundRecord,
  type PlanetMember,
  type PlanetMemberRole,
  type PlanetMemberStatus,
  type PlanetMenuItem,
  type PlanetStatisticOverview,
  type PlanetTrendDay,
} from '@shared/planet-members/types.ts';
import type { PlanetRow } from '@server/areas/planets/schema.ts';
import type { PlanetMemberColumnTables } from './schema.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { checkedText } from '@server/areas/planets/checks.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area.ts';
import { isCountedMember } from '@server/areas/planets/members-counted.ts';
import type { Session } from '@server/http/session-types.ts';
import { SECONDS_PER_DAY, parseChinaDateTime, startOfChinaDay } from '@server/db/time.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';

export const MEMBER_NOT_FOUND = '成员不存在';

export type MemberListFilter = {
  page: number;
  pageSize: number;
  keyword?: string;
  role?: PlanetMemberRole;
  status?: PlanetMemberStatus;
  blacklisted?: 0 | 1;
};

export type DateRangeInput = { start?: string; end?: string };

const CHINA_OFFSET = 8 * 3600;

function dayLabel(dayIndex: number): string {
  return new Date(dayIndex * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
}

/** The China-time day number of a unix time, as SQL groups it. */
function dayIndexOf(unixSeconds: number): number {
  return Math.floor((unixSeconds + CHINA_OFFSET) / SECONDS_PER_DAY);
}


function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

function parseMenu(json: string): PlanetMenuItem[] {
  const fallback = defaultPlanetMenu();
  try {
    const stored: unknown = JSON.parse(json);
    if (!Array.isArray(stored)) return fallback;
    const items = stored.filter(
      (item): item is PlanetMenuItem =>
        typeof item === 'object' && item !== null && PLANET_MENU_KEYS.includes((item as PlanetMenuItem).key) && typeof (item as PlanetMenuItem).name === 'string',
    );
    const seen = new Set(items.map((item) => item.key));
    // an entry added to the product after the planet saved its menu shows at the end
    return [...items.map((item) => ({ key: item.key, name: item.name, visible: item.visible === 0 ? 0 : 1 }) as const), ...fallback.filter((item) => !seen.has(item.key))];
  } catch {
    return fallback;
  }
}

export function createPlanetMemberService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const db = ctx.db.withTables<PlanetMemberColumnTables>();
  type Db = typeof db;

  /** Active memberships whose term has passed become expired (0). */
  async function settleExpired(planetId: number): Promise<void> {
    await db
      .updateTable('planet_members')
      .set({ status: MEMBER_STATUS.expired })
      .where('planet_id', '=', planetId)
      .where('status', '=', MEMBER_STATUS.active)
      .where('role', '!=', 'owner')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', seconds(ctx.now))
      .execute();
  }

  function memberQuery(executor: Db, planetId: number) {
    return executor
      .selectFrom('planet_members as m')
      .leftJoin('planet_member_refunds as r', 'r.member_id', 'm.id')
      .where('m.planet_id', '=', planetId)
      .select([
        'm.id',
        'm.planet_id',
        'm.nickname',
        'm.role',
        'm.status',
        'm.description',
        'm.phone',
        'm.paid_amount',
        'm.joined_at',
        'm.expires_at',
        'm.ban_reason',
        'm.banned_at',
        'm.status_before_ban',
        (eb) => eb.fn.coalesce('r.amount', eb.lit(0)).as('refunded_amount'),
      ]);
  }
  type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

  function toMember(row: MemberRow): PlanetMember {
    return {
      id: row.id,
      planet_id: row.planet_id,
      nickname: row.nickname,
      role: row.role as PlanetMemberRole,
      status: row.status as PlanetMemberStatus,
      description: row.description,
      phone: maskPhone(row.phone),
      paid_amount: row.paid_amount,
      refunded_amount: Number(row.refunded_amount),
      joined_at: row.joined_at,
      expires_at: row.expires_at,
      ban_reason: row.ban_reason,
      banned_at: row.banned_at,
    };
  }

  async function memberOf(executor: Db, planetId: number, memberId: number): Promise<MemberRow> {
    const row = await memberQuery(executor, planetId).where('m.id', '=', memberId).executeTakeFirst();
    if (!row) throw fail.notFound(MEMBER_NOT_FOUND);
    return row;
  }

  async function ownedPlanet(session: Session, planetId: number): Promise<PlanetRow> {
    const planet = await deps.planets.requireOwned(session, planetId);
    await settleExpired(planetId);
    return planet;
  }

  /** The member of an owned planet that a change may touch: never the owner. */
  async function changeable(executor: Db, planetId: number, memberId: number, refusal: string): Promise<MemberRow> {
    const row = await memberOf(executor, planetId, memberId);
    if (row.role === 'owner') throw fail.forbidden(refusal);
    return row;
  }

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

  async function refunds(session: Session, planetId: number, query: { page: number; pageSize: number; refundId?: number }): Promise<{ rows: MemberRefundRecord[]; totalCount: number }> {
    await deps.planets.requireOwned(session, planetId);
    let base = db
      .selectFrom('planet_member_refunds as r')
      .innerJoin('planet_members as m', 'm.id', 'r.member_id')
      .leftJoin('users as u', 'u.id', 'r.operator_id')
      .where('r.planet_id', '=', planetId);
    if (query.refundId !== undefined) base = base.where('r.id', '=', query.refundId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['r.id', 'r.member_id', 'm.nickname', 'r.amount', 'm.paid_amount', 'r.reason', 'u.nickname as operator', 'r.created_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { rows: rows.map((row) => ({ ...row, operator: row.operator ?? '' })), totalCount: Number(total.n) };
  }

  return {
    async list(session: Session, planetId: number, filter: MemberListFilter): Promise<{ rows: PlanetMember[]; totalCount: number }> {
      await ownedPlanet(session, planetId);
      let base = memberQuery(db, planetId);
      const keyword = filter.keyword?.trim();
      if (keyword) base = base.where((eb) => eb.or([eb(sql<number>`instr(lower(m.nickname), lower(${keyword}))`, '>', 0), eb('m.phone', '=', keyword)]));
      if (filter.role) base = base.where('m.role', '=', filter.role);
      if (filter.status !== undefined) base = base.where('m.status', '=', filter.status);
      if (filter.blacklisted === 1) base = base.where('m.status', '=', MEMBER_STATUS.blacklisted);
      if (filter.blacklisted === 0) base = base.where('m.status', '!=', MEMBER_STATUS.blacklisted);
      const total = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .orderBy(sql`case m.role when 'owner' then 0 when 'admin' then 1 else 2 end`)
        .orderBy('m.joined_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute();
      return { rows: rows.map(toMember), totalCount: Number(total.n) };
    },

    async blacklist(session: Session, planetId: number, query: { page: number; pageSize: number; keyword?: string }): Promise<{ rows: PlanetMember[]; totalCount: number }> {
      await ownedPlanet(session, planetId);
      let base = memberQuery(db, planetId).where('m.status', '=', MEMBER_STATUS.blacklisted);
      const keyword = query.keyword?.trim();
      if (keyword) base = base.where(sql<boolean>`instr(lower(m.nickname), lower(${keyword})) > 0`);
      const total = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .orderBy('m.banned_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { rows: rows.map(toMember), totalCount: Number(total.n) };
    },

    async update(session: Session, planetId: number, memberId: number, changes: { role?: AssignableMemberRole; description?: string }): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const row = await changeable(db, planetId, memberId, '星主的身份和备注不能修改');
      const description = changes.description === undefined ? undefined : checkedText('description', changes.description, MEMBER_LIMITS.descriptionMax, false);
      if (changes.role === 'admin' && row.role !== 'admin' && row.status !== MEMBER_STATUS.active) throw fail.conflict('只有正常状态的成员可以设为管理员');
      await db
        .updateTable('planet_members')
        .set({
          ...(changes.role ? { role: changes.role } : {}),
          ...(description !== undefined ? { description } : {}),
          updated_at: seconds(ctx.now),
        })
        .where('id', '=', memberId)
        .where('planet_id', '=', planetId)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },

    /**
     * Gives back up to what the member paid, once: the member becomes refunded (2, and a plain member), a
     * 'refund' row with the negative amount goes into the ledger and the refund record keeps the reason; all or
     * nothing.
     */
    async refund(session: Session, planetId: number, memberId: number, amount: number, rawReason: string): Promise<{ member: PlanetMember; refund: MemberRefundRecord }> {
      const planet = await ownedPlanet(session, planetId);
      const reason = checkedText('reason', rawReason, MEMBER_LIMITS.reasonMax, true);
      const now = seconds(ctx.now);
      const refundId = await db.transaction().execute(async (trx) => {
        const row = await changeable(trx, planetId, memberId, '不能给星主退款');
        if (Number(row.refunded_amount) > 0) throw fail.conflict('该成员已退款，不能重复退款');
        if (row.status === MEMBER_STATUS.blacklisted) throw fail.conflict('该成员在黑名单中，请先移出黑名单再退款');
        if (row.paid_amount <= 0) throw fail.conflict('该成员未付费，没有可退的金额');
        if (amount > row.paid_amount) throw fail.validation(`退款金额不能超过成员实付金额 ${yuan(row.paid_amount)}`);
        const ledger = await trx
          .insertInto('planet_ledger')
          .values({
            owner_id: planet.owner_id,
            planet_id: planetId,
            member_id: memberId,
            kind: 'refund',
            amount: -amount,
            title: `成员退款：${row.nickname}（${planet.title}）`,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const refund = await trx
          .insertInto('planet_member_refunds')
          .values({ planet_id: planetId, member_id: memberId, ledger_id: ledger.id, amount, reason, operator_id: session.user.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('planet_members')
          .set({ status: MEMBER_STATUS.refunded, role: 'member', updated_at: now })
          .where('id', '=', memberId)
          .execute();
        const summary = `成员退款 ${yuan(amount)}：${row.nickname}（${planet.title}）`;
        // the members service widens the table types (withTables); the log writes to its own table in the same transaction
        await logOperation(trx as unknown as Kysely<Database>, session, { action: 'planet.member.refund', objectType: 'planet_member', objectId: memberId, summary, amount }, now);
        return refund.id;
      });
      const member = toMember(await memberOf(db, planetId, memberId));
      const records = await refunds(session, planetId, { page: 1, pageSize: 1, refundId });
      return { member, refund: records.rows[0]! };
    },

    refunds,

    /** Blacklists a member: out of the planet (status 3, a plain member), kept from joining again until unbanned. */
    async ban(session: Session, planetId: number, memberId: number, rawReason: string): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const reason = checkedText('reason', rawReason, MEMBER_LIMITS.reasonMax, true);
      const row = await changeable(db, planetId, memberId, '不能拉黑星主');
      if (row.status === MEMBER_STATUS.blacklisted) throw fail.conflict('该成员已在黑名单中');
      const now = seconds(ctx.now);
      await db
        .updateTable('planet_members')
        .set({ status: MEMBER_STATUS.blacklisted, status_before_ban: row.status, role: 'member', ban_reason: reason, banned_at: now, updated_at: now })
        .where('id', '=', memberId)
        .where('status', '!=', MEMBER_STATUS.blacklisted)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },

    /** Takes a member off the blacklist: back to the status the ban replaced (expired if the term ran out since). */
    async unban(session: Session, planetId: number, memberId: number): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const row = await memberOf(db, planetId, memberId);
      if (row.status !== MEMBER_STATUS.blacklisted) throw fail.conflict('该成员不在黑名单中');
      const now = seconds(ctx.now);
      let status = (row.status_before_ban ?? MEMBER_STATUS.active) as PlanetMemberStatus;
      if (status === MEMBER_STATUS.active && row.expires_at !== null && row.expires_at <= now) status = MEMBER_STATUS.expired;
      await db
        .updateTable('planet_members')
        .set({ status, status_before_ban: null, ban_reason: '', banned_at: null, updated_at: now })
        .where('id', '=', memberId)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },

    /** Whether a person (by phone) is kept out of a planet: the join flow of the member-facing app asks this. */
    async isBlacklisted(planetId: number, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('planet_members')
        .select('id')
        .where('planet_id', '=', planetId)
        .where('phone', '=', phone)
        .where('status', '=', MEMBER_STATUS.blacklisted)
        .executeTakeFirst();
      return row !== undefined;
    },

    async overview(session: Session, planetId: number, range: DateRangeInput): Promise<PlanetStatisticOverview> {
      const planet = await ownedPlanet(session, planetId);
      const { from, to } = rangeOf(range);
      const today = startOfChinaDay(seconds(ctx.now));
      const members = await db
        .selectFrom('planet_members')
        .where('planet_id', '=', planetId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          sql<number>`coalesce(sum(${isCountedMember('planet_members', seconds(ctx.now))}), 0)`.as('active'),
          sql<number>`coalesce(sum(status = ${MEMBER_STATUS.blacklisted}), 0)`.as('blacklisted'),
          sql<number>`coalesce(sum(status = ${MEMBER_STATUS.refunded}), 0)`.as('refunded'),
          sql<number>`coalesce(sum(joined_at >= ${today}), 0)`.as('today'),
          sql<number>`coalesce(sum(joined_at >= ${today - 6 * SECONDS_PER_DAY}), 0)`.as('week'),
          sql<number>`coalesce(sum(joined_at between ${from} and ${to}), 0)`.as('in_range'),
        ])
        .executeTakeFirstOrThrow();
      const money = await db
        .selectFrom('planet_ledger')
        .where('planet_id', '=', planetId)
        .where('owner_id', '=', planet.owner_id)
        .select([
          sql<number>`coalesce(sum(case when kind in ('join', 'renew') then amount end), 0)`.as('income_total'),
          sql<number>`coalesce(sum(case when kind in ('join', 'renew') and created_at between ${from} and ${to} then amount end), 0)`.as('income_in_range'),
          sql<number>`coalesce(-sum(case when kind = 'refund' then amount end), 0)`.as('refund_total'),
          sql<number>`coalesce(-sum(case when kind = 'refund' and created_at between ${from} and ${to} then amount end), 0)`.as('refund_in_range'),
          sql<number>`coalesce(sum(kind = 'refund'), 0)`.as('refund_count'),
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
      const money = await db
        .selectFrom('planet_ledger')
        .where('planet_id', '=', planetId)
        .where('owner_id', '=', planet.owner_id)
        .where('created_at', '>=', from)
        .where('created_at', '<=', to)
        .select([
          dayExpr('created_at').as('day'),
          sql<number>`coalesce(sum(case when kind in ('join', 'renew') then amount end), 0)`.as('income'),
          sql<number>`coalesce(-sum(case when kind = 'refund' then amount end), 0)`.as('refunds'),
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

    async menus(session: Session, planetId: number): Promise<PlanetMenuItem[]> {
      await deps.planets.requireOwned(session, planetId);
      const row = await db.selectFrom('planet_menus').select('items').where('planet_id', '=', planetId).executeTakeFirst();
      return row ? parseMenu(row.items) : defaultPlanetMenu();
    },

    async updateMenus(session: Session, planetId: number, items: PlanetMenuItem[]): Promise<PlanetMenuItem[]> {
      await deps.planets.requireOwned(session, planetId);
      const cleaned = items.map((item) => ({ key: item.key, name: item.name.trim(), visible: item.visible }));
      const problem = menuProblem(cleaned);
      if (problem) throw fail.validation(menuProblemText(problem));
      if (cleaned.some((item) => hasControlChars(item.name))) throw fail.validation('参数错误：name 不能包含控制字符');
      const now = seconds(ctx.now);
      const json = JSON.stringify(cleaned);
      await db
        .insertInto('planet_menus')
        .values({ planet_id: planetId, items: json, updated_at: now })
        .onConflict((oc) => oc.column('planet_id').doUpdateSet({ items: json, updated_at: now }))
        .execute();
      return cleaned;
    },
  };
}

export type PlanetMemberService = ReturnType<typeof createPlanetMemberService>;
