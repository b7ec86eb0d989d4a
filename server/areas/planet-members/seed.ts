/**
 * Demo members content of the demo planets: what each member paid, their terms and notes, the order of
 * each paid join (with its income in the ledger), one refunded and one blacklisted member, and the default member-facing menu.
 */
import { defaultPlanetMenu, membershipExpiry } from '@shared/planet-members/rules.ts';
import { MEMBER_STATUS } from '@shared/planet-members/types.ts';
import type { PlanetMemberColumnTables } from './schema.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import type { PlanetAreaSeed, SeededMember, SeededPlanet } from '@server/areas/planets/seed-types.ts';
import { buyerFor } from '@server/areas/orders/placement.ts';
import { placeOrder } from '@server/areas/orders/place-order.ts';
import { refundOrder } from '@server/areas/orders/refund-order.ts';

const NOTES: Record<string, string> = {
  助教小王: '负责每周作业点评和答疑',
  晨读的鱼: '老学员，推荐了 3 位朋友加入',
  阿青: '想准备公众号写作，需多关注选题',
  光影旅人: '用华为手机拍摄，关注夜景',
};
const REFUND_REASON = '加入第三天申请退款：工作调动，没有时间参加练习';
const BAN_REASON = '多次在星球内发布广告链接，提醒后仍未改正';

/** A member a planet owner did not charge: the owner, assistants, a free trial that has run out. */
function pays(member: SeededMember): boolean {
  return member.role === 'member' && member.status !== MEMBER_STATUS.expired;
}

function phoneOf(planetIndex: number, memberIndex: number): string {
  return `139${String(planetIndex + 10).padStart(4, '0')}${String(memberIndex + 1).padStart(4, '0')}`;
}

export const seedPlanetMembers: PlanetAreaSeed = async (trx, planets: SeededPlanet[], now, money) => {
  const db = trx.withTables<PlanetMemberColumnTables>();
  for (const [planetIndex, planet] of planets.entries()) {
    const owner = await db.selectFrom('users').select('phone').where('id', '=', planet.ownerId).executeTakeFirst();
    const refunded = planet.members.findLast((member) => member.status === MEMBER_STATUS.refunded);
    // the latest active paying member misbehaved
    const banned = planet.members.findLast((member) => member.status === MEMBER_STATUS.active && member.role === 'member' && member !== refunded);

    for (const [memberIndex, member] of planet.members.entries()) {
      const paid = pays(member) ? planet.price : 0;
      const expired = member.status === MEMBER_STATUS.expired;
      await db
        .updateTable('planet_members')
        .set({
          phone: member.role === 'owner' ? (owner?.phone ?? '') : phoneOf(planetIndex, memberIndex),
          paid_amount: paid,
          joined_at: member.created_at,
          // an expired member had a free trial week; the others the planet's year
          expires_at: member.role === 'owner' ? null : expired ? member.created_at + 7 * SECONDS_PER_DAY : membershipExpiry(member.created_at, 1, 'year', 1),
          description: NOTES[member.nickname] ?? (expired ? '体验期已结束，未续费' : ''),
          updated_at: member.created_at,
          ...(member === banned ? { status: MEMBER_STATUS.blacklisted, status_before_ban: MEMBER_STATUS.active, ban_reason: BAN_REASON, banned_at: now - 2 * SECONDS_PER_DAY } : {}),
        })
        .where('id', '=', member.id)
        .execute();
      if (paid > 0) {
        // a paid join is an order of the member as a buyer, on the platform's app
        const buyerId = await buyerFor(trx, { phone: phoneOf(planetIndex, memberIndex), nickname: member.nickname }, member.created_at);
        const product = { kind: 'planet' as const, id: planet.id };
        await placeOrder(trx, money, { ownerId: planet.ownerId, buyerId, product, channel: 'dy', marketing: { mode: 'single' }, memberId: member.id, now: member.created_at });
      }
    }

    if (refunded && pays(refunded)) {
      const refundedAt = refunded.created_at + 3 * SECONDS_PER_DAY;
      const order = await trx
        .selectFrom('orders as o')
        .innerJoin('planet_members as m', 'm.order_id', 'o.id')
        .selectAll('o')
        .where('m.id', '=', refunded.id)
        .executeTakeFirstOrThrow();
      const { transaction_id: ledgerId } = await refundOrder(trx, order, planet.price, refundedAt, { code: 'refund.member', params: { member: refunded.nickname, planet: planet.title } });
      await db
        .insertInto('planet_member_refunds')
        .values({ planet_id: planet.id, member_id: refunded.id, ledger_id: ledgerId, amount: planet.price, reason: REFUND_REASON, operator_id: planet.ownerId, created_at: refundedAt })
        .execute();
    }

    await db.insertInto('planet_menus').values({ planet_id: planet.id, items: JSON.stringify(defaultPlanetMenu()), updated_at: now }).execute();
  }
};
