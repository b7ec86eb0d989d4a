/**
 * 红包 share rewards paid from orders (docs/decisions.md "Share rewards"). A buyer who shared a product
 * brings a paid order: the red packet running on that product pays them its reward out of the income the order
 * brought, while the budget lasts. An order brings one reward at most, never to its own buyer, and only when it
 * paid more than the reward and the platform's fee. A refund while the payment is still held takes the reward back in
 * proportion, and whole by the time the order's income would go below zero (the budget comes back with it); once
 * the order has settled the reward is the sharer's.
 */
import { sql, type Kysely } from 'kysely';
import { rewardBackOn, rewardLines, type IncomeSource } from '@shared/funds/ledger.ts';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import type { Database } from '@server/db/schema.ts';
import { postTransaction } from '@server/areas/funds/ledger.ts';
import { endsAtSql } from '@server/areas/marketing/campaign-common.ts';
import { grantReward } from '@server/areas/marketing/packets.ts';

export type RewardedOrder = {
  id: number;
  ownerId: number;
  buyerId: number;
  product: ProductRef;
  payAmount: number;
  fee: number;
  availableAt: number;
  source: IncomeSource;
  planetId: number | null;
};

/** The red packet running now on `product` (one per product at a time). */
async function runningPacket(trx: Kysely<Database>, ownerId: number, product: ProductRef, now: number) {
  return trx
    .selectFrom('packet_campaigns as c')
    .select(['c.id', 'c.reward'])
    .where('c.owner_id', '=', ownerId)
    .where('c.starts_at', '<=', now)
    .where(sql<boolean>`${endsAtSql('c')} > ${now}`)
    .where((eb) =>
      eb.or([
        eb('c.all_products', '=', 1),
        eb.exists(
          eb
            .selectFrom('packet_campaign_products as p')
            .select('p.campaign_id')
            .whereRef('p.campaign_id', '=', 'c.id')
            .where('p.product_kind', '=', product.kind)
            .where('p.product_id', '=', product.id),
        ),
      ]),
    )
    .orderBy('c.id')
    .executeTakeFirst();
}

/** Pays the sharer of `order` the reward of the red packet running on its product; answers the transaction, or null. */
export async function payShareReward(trx: Kysely<Database>, order: RewardedOrder, sharer: { id: number; nickname: string }, now: number): Promise<number | null> {
  if (sharer.id === order.buyerId) return null;
  const packet = await runningPacket(trx, order.ownerId, order.product, now);
  if (!packet || packet.reward > order.payAmount - order.fee) return null;
  const granted = await grantReward(trx, { campaign_id: packet.id, sharer_buyer_id: sharer.id, order_id: order.id, amount: packet.reward }, now);
  if (!granted) return null;
  return postTransaction(trx, {
    ownerId: order.ownerId,
    kind: 'reward',
    title: { code: 'reward', params: { sharer: sharer.nickname } },
    orderId: order.id,
    refType: 'packet_campaign',
    refId: packet.id,
    planetId: order.planetId,
    lines: rewardLines(packet.reward, now, order.availableAt, order.source),
    now,
  });
}

/** a refund of a held order, already booked in the ledger */
export type RefundOfHeldOrder = { id: number; owner_id: number; pay_amount: number; refunded_before: number; refund: number };

/**
 * After a refund of an order whose payment is still held: the part of its reward `rewardBackOn` names goes back
 * (a reversing `reward` transaction out of the buyers' side into the order's held income) and so does that much
 * of the red packet's budget; a reward taken back whole leaves the campaign's rewards.
 */
export async function takeBackShareReward(trx: Kysely<Database>, order: RefundOfHeldOrder, now: number): Promise<void> {
  const rewards = await trx.selectFrom('ledger_transactions').select(['id', 'ref_id', 'planet_id']).where('order_id', '=', order.id).where('kind', '=', 'reward').orderBy('id').execute();
  if (rewards.length === 0) return;
  const paid = rewards[0]!;
  const incomeLines = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.transaction_id', 't.kind', 'e.source', 'e.amount', 'e.available_at'])
    .where('t.order_id', '=', order.id)
    .where('e.account', '=', 'income')
    .execute();
  const rewardLine = incomeLines.find((line) => line.transaction_id === paid.id);
  if (!rewardLine) return;
  const reward = -Number(rewardLine.amount);
  const outstanding = -incomeLines.filter((line) => line.kind === 'reward').reduce((sum, line) => sum + Number(line.amount), 0);
  const back = rewardBackOn({
    reward,
    takenBack: reward - outstanding,
    paid: order.pay_amount,
    refundedBefore: order.refunded_before,
    refund: order.refund,
    orderIncome: incomeLines.reduce((sum, line) => sum + Number(line.amount), 0),
  });
  if (back <= 0) return;
  const source = (rewardLine.source || 'knowledge') as IncomeSource;
  const lines = rewardLines(-back, now, Number(rewardLine.available_at), source);
  const title = { code: back === outstanding ? 'reward.back.full' : 'reward.back.partial', params: {} } as const;
  await postTransaction(trx, { ownerId: order.owner_id, kind: 'reward', title, orderId: order.id, refType: 'packet_campaign', refId: paid.ref_id, planetId: paid.planet_id, lines, now });
  if (back === outstanding) await trx.deleteFrom('packet_rewards').where('order_id', '=', order.id).execute();
  else await trx.updateTable('packet_rewards').set({ amount: outstanding - back }).where('order_id', '=', order.id).execute();
}
