/** Refunds to planet members and the record of them (spec §7 "Planet: member ... refund"). */
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { MEMBER_STATUS, type MemberRefundRecord, type PlanetMember } from '@shared/planet-members/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MemberRows } from './member-rows.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { refundOrder } from '@server/areas/orders/refund-order.ts';
import { postMemberRefund } from './member-ledger.ts';

function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

export function createRefundService(ctx: ServiceContext, deps: PlanetAreaDeps, { db, toMember, memberOf, ownedPlanet, changeable }: MemberRows) {
  async function refunds(session: Session, planetId: number, query: { page: number; pageSize: number; refundId?: number }): Promise<{ rows: MemberRefundRecord[]; totalCount: number }> {
    await deps.planets.requireOwned(session, planetId);
    let base = db
      .selectFrom('planet_member_refunds as r')
      .innerJoin('planet_members as m', 'm.id', 'r.member_id')
      .leftJoin('users as u', 'u.id', 'r.operator_id')
      .where('r.planet_id', '=', planetId);
    if (query.refundId !== undefined) base = base.where('r.id', '=', query.refundId);
    return countedPage(base, query, (page) => page.select(['r.id', 'r.member_id', 'm.nickname', 'r.amount', 'm.paid_amount', 'r.reason', 'u.nickname as operator', 'r.created_at']).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), (rows) => rows.map((row) => ({ ...row, operator: row.operator ?? '' })));
  }

  return {
    /**
     * Gives back up to what the member paid, once: the member becomes refunded (2, and a plain member), a
     * refund transaction goes into the ledger (server/areas/planet-members/member-ledger.ts) and the refund record
     * keeps the reason; all or nothing.
     */
    async refund(session: Session, planetId: number, memberId: number, amount: number, rawReason: string): Promise<{ member: PlanetMember; refund: MemberRefundRecord }> {
      const planet = await ownedPlanet(session, planetId);
      const reason = checkedText('reason', rawReason, MEMBER_LIMITS.reasonMax, true);
      const now = seconds(ctx.now);
      const refundId = await db.transaction().execute(async (trx) => {
        // two refunds of one member sent at once take turns, so the second sees the first (PostgreSQL runs them side by side)
        await lockRowForWrite(trx, 'planet_members', memberId);
        const row = await changeable(trx, planetId, memberId, '不能给星主退款');
        if (Number(row.refunded_amount) > 0) throw fail.conflict('该成员已退款，不能重复退款');
        if (row.status === MEMBER_STATUS.blacklisted) throw fail.conflict('该成员在黑名单中，请先移出黑名单再退款');
        if (row.paid_amount <= 0) throw fail.conflict('该成员未付费，没有可退的金额');
        if (amount > row.paid_amount) throw fail.validation(`退款金额不能超过成员实付金额 ${yuan(row.paid_amount)}`);
        // the ledger's tables are the whole Database's; withTables only widened this transaction's view of it
        const books = trx as unknown as Kysely<Database>;
        const title = { code: 'refund.member', params: { member: row.nickname, planet: planet.title } } as const;
        // a paid join is an order: its refund is the order's (the ledger, the order centre and the sales figures agree)
        const order = await books.selectFrom('orders').selectAll().where('id', '=', row.order_id ?? 0).where('owner_id', '=', planet.owner_id).executeTakeFirst();
        const ledgerId = order
          ? (await refundOrder(books, order, amount, now, title)).transaction_id
          : await postMemberRefund(books, { ownerId: planet.owner_id, planetId, memberId, amount, title, now });
        const refund = await trx
          .insertInto('planet_member_refunds')
          .values({ planet_id: planetId, member_id: memberId, ledger_id: ledgerId, amount, reason, operator_id: session.user.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('planet_members')
          .set({ status: MEMBER_STATUS.refunded, role: 'member', updated_at: now })
          .where('id', '=', memberId)
          .execute();
        const summary = { code: 'member.refund', params: { amount, member: row.nickname, planet: planet.title } } as const;
        // the members service widens the table types (withTables); the log writes to its own table in the same transaction
        await logOperation(trx as unknown as Kysely<Database>, session, { action: 'planet.member.refund', objectType: 'planet_member', objectId: memberId, summary, amount }, now);
        return refund.id;
      });
      const member = toMember(await memberOf(db, planetId, memberId));
      const records = await refunds(session, planetId, { page: 1, pageSize: 1, refundId });
      return { member, refund: records.rows[0]! };
    },

    refunds,
  };
}
