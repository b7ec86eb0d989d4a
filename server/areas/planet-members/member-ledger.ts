/**
 * A planet member's money in the teacher's one ledger (migration 038): what a member paid to join is a
 * payment of the income source 'planet', held like any other income, and since migration 057 the payment of the
 * join's order (orders/planet-joins.ts), refunded as that order. This refund is for a member who paid without an
 * order; it gives back from that payment. Both name the planet and the member (ref 'planet_member').
 */
import type { Kysely } from 'kysely';
import { feeBackOn, refundLines } from '@shared/funds/ledger.ts';
import type { Database } from '@server/db/schema.ts';
import { balancesOf, postTransaction } from '@server/areas/funds/ledger.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { formatFen } from '@shared/format/currency.ts';
import type { LedgerTitle } from '@shared/funds/titles.ts';

type MemberMoney = { ownerId: number; planetId: number; memberId: number; amount: number; title: LedgerTitle; now: number };

/** What the member's payment was: paid, the platform's fee, when its income settles (none: paid outside the ledger). */
async function paymentOf(trx: Kysely<Database>, ownerId: number, memberId: number): Promise<{ paid: number; fee: number; availableAt: number } | null> {
  const lines = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.account', 'e.amount', 'e.available_at'])
    .where('t.owner_id', '=', ownerId)
    .where('t.kind', '=', 'payment')
    .where('t.ref_type', '=', 'planet_member')
    .where('t.ref_id', '=', memberId)
    .execute();
  if (lines.length === 0) return null;
  const sum = (account: string) => lines.filter((line) => line.account === account).reduce((total, line) => total + Number(line.amount), 0);
  const income = lines.find((line) => line.account === 'income');
  return { paid: -sum('buyers'), fee: sum('platform_fee'), availableAt: Number(income?.available_at ?? 0) };
}

/**
 * Gives `amount` of what the member paid back: the platform returns its share of the fee, the rest comes out of
 * the planet's income (pending while the payment is held, available once it has settled).
 */
export async function postMemberRefund(trx: Kysely<Database>, refund: MemberMoney): Promise<number> {
  const payment = await paymentOf(trx, refund.ownerId, refund.memberId);
  const feeBack = payment ? feeBackOn(payment.fee, payment.paid, 0, Math.min(refund.amount, payment.paid)) : 0;
  const availableAt = payment?.availableAt ?? refund.now;
  if (availableAt <= refund.now) {
    // settled income may have been withdrawn: the refund must find it in the balance (as an order's refund does)
    await lockRowForWrite(trx, 'users', refund.ownerId);
    const { available } = await balancesOf(trx, refund.ownerId, refund.now, 'planet');
    if (available < refund.amount - feeBack) throw fail.conflict(`星球收入可用余额 ${formatFen(available)} 不足，无法退款 ${formatFen(refund.amount)}`);
  }
  return postTransaction(trx, {
    ownerId: refund.ownerId,
    kind: 'refund',
    title: refund.title,
    planetId: refund.planetId,
    refType: 'planet_member',
    refId: refund.memberId,
    lines: refundLines(refund.amount, feeBack, refund.now, availableAt, 'planet'),
    now: refund.now,
  });
}
