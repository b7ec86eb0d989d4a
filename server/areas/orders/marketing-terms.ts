/**
 * The marketing a buyer chose for an order, loaded and checked for what pricing cannot see: the coupon
 * is the buyer's claim (claimed now when the buyer holds none), a flash sale's per-buyer limit, a group to join that
 * is open, not full and not the buyer's already. Campaigns in force for the product (a gift) apply by themselves.
 * After the order is written, `spendMarketing` spends what it used: the claim, the flash stock, the group place;
 * `returnMarketing` gives them back when the order is refunded in full (docs/decisions.md "Refunds and marketing").
 */
import type { Kysely } from 'kysely';
import { sameProduct, type ProductRef } from '@shared/marketing/pricing.ts';
import { flashSaleTermsOf, groupBuyTermsOf } from '@shared/marketing/campaign-rules.ts';
import type { Database } from '@server/db/schema.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { claimCoupon, claimTerms, releaseClaim, useClaim } from '@server/areas/marketing/coupon-claims.ts';
import { campaignTermsFor } from '@server/areas/marketing/campaign-terms.ts';
import { returnFlashStock, takeFlashStock } from '@server/areas/marketing/flash-sales.ts';
import { fillGroup, leaveOpenGroup, openGroup } from '@server/areas/marketing/group-buy-groups.ts';
import type { ChosenMarketing } from './place-order.ts';

export type MarketingChoice = {
  mode: 'single' | 'group';
  couponId?: number;
  flashSaleId?: number;
  groupBuyId?: number;
  /** the open group to join; none: the buyer opens a new group */
  groupId?: number;
};

export type MarketingRequest = { ownerId: number; buyerId: number; product: ProductRef; choice: MarketingChoice; now: number };

async function couponClaim(trx: Kysely<Database>, request: MarketingRequest, couponId: number) {
  const held = await trx
    .selectFrom('coupon_claims')
    .select('id')
    .where('coupon_id', '=', couponId)
    .where('owner_id', '=', request.ownerId)
    .where('buyer_id', '=', request.buyerId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const claimId = held?.id ?? (await claimCoupon(trx, { ownerId: request.ownerId, couponId, buyerId: request.buyerId, now: request.now }));
  return claimTerms(trx, { ownerId: request.ownerId, buyerId: request.buyerId, claimId });
}

async function flashSale(trx: Kysely<Database>, request: MarketingRequest, id: number) {
  // orders of one flash sale take turns, so its per-buyer limit and stock are read by one at a time
  await lockRowForWrite(trx, 'flash_sales', id);
  const row = await trx.selectFrom('flash_sales').selectAll().where('id', '=', id).where('owner_id', '=', request.ownerId).executeTakeFirst();
  if (!row) throw fail.notFound('秒杀活动不存在');
  const bought = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_kind', '=', 'flash')
    .where('campaign_id', '=', id)
    .where('buyer_id', '=', request.buyerId)
    .where('status', '!=', 'refunded')
    .executeTakeFirstOrThrow();
  if (Number(bought.n) >= row.per_user_limit) throw fail.conflict(`该秒杀每人限购 ${row.per_user_limit} 件`);
  return flashSaleTermsOf(row);
}

async function groupBuy(trx: Kysely<Database>, request: MarketingRequest, id: number, groupId: number | undefined) {
  const row = await trx.selectFrom('group_buys').selectAll().where('id', '=', id).where('owner_id', '=', request.ownerId).executeTakeFirst();
  if (!row) throw fail.notFound('拼团活动不存在');
  if (groupId !== undefined) {
    await lockRowForWrite(trx, 'group_buy_groups', groupId);
    const group = await trx.selectFrom('group_buy_groups').selectAll().where('id', '=', groupId).where('campaign_id', '=', id).executeTakeFirst();
    if (!group) throw fail.notFound('拼团不存在');
    if (group.status !== 'open' || group.expires_at <= request.now) throw fail.conflict('该团已结束，请重新开团');
    const members = await trx.selectFrom('group_buy_members').select(['buyer_id']).where('group_id', '=', groupId).execute();
    if (members.some((member) => member.buyer_id === request.buyerId)) throw fail.conflict('你已在这个团中');
    if (members.length >= row.group_size) throw fail.conflict('该团已满，请重新开团');
  }
  return { ...groupBuyTermsOf(row), groupId: groupId ?? null, fill_hours: row.fill_hours };
}

export async function chosenMarketing(trx: Kysely<Database>, request: MarketingRequest): Promise<ChosenMarketing> {
  const { choice } = request;
  const inForce = await campaignTermsFor(trx, request.ownerId, request.product, request.now);
  return {
    mode: choice.mode,
    coupon: choice.couponId ? await couponClaim(trx, request, choice.couponId) : null,
    flashSale: choice.flashSaleId ? await flashSale(trx, request, choice.flashSaleId) : null,
    groupBuy: choice.mode === 'group' && choice.groupBuyId ? await groupBuy(trx, request, choice.groupBuyId, choice.groupId) : null,
    gift: inForce.gift && sameProduct(inForce.gift.product, request.product) ? inForce.gift : null,
  };
}

/** Spends what the order used, in its transaction: the coupon claim, one of the flash stock, the place in a group. */
export async function spendMarketing(trx: Kysely<Database>, marketing: ChosenMarketing, order: { id: number; ownerId: number; buyerId: number; campaignKind: string }, now: number): Promise<void> {
  if (marketing.coupon) await useClaim(trx, marketing.coupon.claimId, order.id, now);
  if (order.campaignKind === 'flash' && marketing.flashSale && !(await takeFlashStock(trx, marketing.flashSale.id, 1))) throw fail.conflict('秒杀商品已售罄');
  const group = marketing.groupBuy;
  if (order.campaignKind === 'group' && group) {
    let groupId = group.groupId;
    if (groupId === null) groupId = await openGroup(trx, { id: group.id, owner_id: order.ownerId, fill_hours: group.fill_hours }, order.buyerId, order.id, now);
    else await trx.insertInto('group_buy_members').values({ group_id: groupId, buyer_id: order.buyerId, order_id: order.id, joined_at: now }).execute();
    await trx.updateTable('orders').set({ group_id: groupId }).where('id', '=', order.id).execute();
    const members = await trx.selectFrom('group_buy_members').select((eb) => eb.fn.countAll<number>().as('n')).where('group_id', '=', groupId).executeTakeFirstOrThrow();
    if (Number(members.n) >= group.size) await fillGroup(trx, groupId, now);
  }
}

/**
 * Gives back, in the full refund's transaction, what a refunded order spent: its unit of flash stock, its coupon
 * claim (usable again while the coupon is) and its place in a group that is still open. A filled group stays filled.
 */
export async function returnMarketing(trx: Kysely<Database>, order: { id: number; campaign_kind: string; campaign_id: number | null; coupon_claim_id: number | null; group_id: number | null }): Promise<void> {
  if (order.campaign_kind === 'flash' && order.campaign_id !== null) await returnFlashStock(trx, order.campaign_id, 1);
  if (order.coupon_claim_id !== null) await releaseClaim(trx, order.coupon_claim_id, order.id);
  if (order.campaign_kind === 'group' && order.group_id !== null) await leaveOpenGroup(trx, order.group_id, order.id);
}
