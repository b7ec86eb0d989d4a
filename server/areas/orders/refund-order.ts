/**
 * Refunds part or all of a paid order, in the caller's transaction: never more than was paid and not yet
 * refunded, across partial refunds; the reversing lines go to the ledger (shared/funds/ledger.ts `refundLines`),
 * the platform's fee comes back in proportion, and the order's status follows. Money the teacher has already been
 * given (a settled payment) must be in the available balance. A refund of a held order takes back its share
 * reward in proportion (share-reward.ts); a full refund gives back the marketing it spent (marketing-terms.ts) and
 * ends the membership a planet order paid for (planet-joins.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import { balancesOf, postTransaction } from '@server/areas/funds/ledger.ts';
import { feeBackOn, incomeSourceOf, refundLines } from '@shared/funds/ledger.ts';
import { formatFen } from '@shared/format/currency.ts';
import type { Database } from '@server/db/schema.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import type { OrdersTable } from './schema.ts';
import type { LedgerTitle } from '@shared/funds/titles.ts';
import { returnMarketing } from './marketing-terms.ts';
import { endMembershipOf } from './planet-joins.ts';
import { takeBackShareReward } from './share-reward.ts';

export type RefundResult = { order_id: number; amount: number; refunded_amount: number; transaction_id: number };

export async function refundOrder(trx: Kysely<Database>, order: Selectable<OrdersTable>, amount: number, now: number, title: LedgerTitle): Promise<RefundResult> {
  // refunds of one order take turns, so two at once cannot both refund the last fen
  await lockRowForWrite(trx, 'orders', order.id);
  const fresh = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  if (fresh.status === 'closed' || fresh.paid_at === null) throw fail.conflict('订单未支付，无需退款');
  const refundable = fresh.pay_amount - fresh.refunded_amount;
  if (!Number.isSafeInteger(amount) || amount < 1) throw fail.validation('退款金额至少 0.01 元');
  if (amount > refundable) throw fail.validation(`退款金额不能超过可退金额 ${formatFen(refundable)}`);
  const feeBack = feeBackOn(fresh.fee, fresh.pay_amount, fresh.refunded_amount, amount);
  const source = incomeSourceOf(fresh.product_kind);
  if (fresh.available_at <= now) {
    await lockRowForWrite(trx, 'users', fresh.owner_id);
    const { available } = await balancesOf(trx, fresh.owner_id, now, source);
    if (available < amount - feeBack) throw fail.conflict(`可用余额 ${formatFen(available)} 不足，无法退款 ${formatFen(amount)}`);
  }
  // a planet order's refund names the member whose join it was, as its payment does
  const member = fresh.product_kind === 'planet' ? await trx.selectFrom('planet_members').select('id').where('order_id', '=', fresh.id).executeTakeFirst() : undefined;
  const transactionId = await postTransaction(trx, {
    ownerId: fresh.owner_id,
    kind: 'refund',
    title,
    orderId: fresh.id,
    planetId: fresh.product_kind === 'planet' ? fresh.product_id : null,
    ...(member ? { refType: 'planet_member', refId: member.id } : {}),
    lines: refundLines(amount, feeBack, now, fresh.available_at, source),
    now,
  });
  const refunded = fresh.refunded_amount + amount;
  await trx
    .updateTable('orders')
    .set({ refunded_amount: refunded, status: refunded === fresh.pay_amount ? 'refunded' : 'partially_refunded', updated_at: now })
    .where('id', '=', fresh.id)
    .execute();
  if (fresh.available_at > now) {
    const refundOf = { id: fresh.id, owner_id: fresh.owner_id, pay_amount: fresh.pay_amount, refunded_before: fresh.refunded_amount, refund: amount };
    await takeBackShareReward(trx, refundOf, now);
  }
  if (refunded === fresh.pay_amount) {
    await returnMarketing(trx, fresh);
    if (fresh.product_kind === 'planet') await endMembershipOf(trx, fresh.id, now);
  }
  return { order_id: fresh.id, amount, refunded_amount: refunded, transaction_id: transactionId };
}
