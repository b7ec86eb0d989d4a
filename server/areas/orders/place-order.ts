/**
 * Places a paid order: prices it with the marketing in force (shared/marketing/pricing.ts), writes the
 * order and its gifts, makes a planet's buyer its member (planet-joins.ts), and posts the payment to the ledger
 * (and a sharer's red-packet reward), all in the caller's transaction. Orders come from the
 * platform's student side, which is not this product; the development route and the demo seed stand in for it.
 */
import { randomInt } from 'node:crypto';
import { Type, type Static } from '@shared/api/schema.ts';
import type { Kysely } from 'kysely';
import { quotePrice, type CouponTerms, type FlashSaleTerms, type GiftTerms, type GroupBuyTerms, type ProductRef } from '@shared/marketing/pricing.ts';
import { incomeSourceOf, paymentLines, platformFeeOn } from '@shared/funds/ledger.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { postTransaction } from '@server/areas/funds/ledger.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';
import { ownedProduct } from './products.ts';
import { pricingProblemText } from './problem-texts.ts';
import { joinPlanetOnOrder, type PaidJoin } from './planet-joins.ts';
import { payShareReward } from './share-reward.ts';

/** The marketing a buyer chose, loaded and checked against the buyer (stock, limits, claims) by the caller. */
export type ChosenMarketing = {
  mode: 'single' | 'group';
  coupon?: (CouponTerms & { claimId: number }) | null;
  flashSale?: FlashSaleTerms | null;
  /** `groupId` null: the buyer opens a new group */
  groupBuy?: (GroupBuyTerms & { groupId: number | null; fill_hours: number }) | null;
  gift?: GiftTerms | null;
};

export type PlaceOrder = {
  ownerId: number;
  buyerId: number;
  product: ProductRef;
  channel: OrderChannel;
  marketing: ChosenMarketing;
  /** the buyer who shared the product with this one, for a red packet's reward */
  sharer?: { id: number; nickname: string } | null;
  /** a planet's member whose join this order records (the demo seed's members); otherwise the order makes one */
  memberId?: number;
  now: number;
};

/** what the development stand-in for a payment answers */
export const PlacedOrder = Type.Object({ id: Type.Integer(), order_no: Type.String(), pay_amount: Type.Integer(), campaign_kind: Type.String() });
export type PlacedOrder = Static<typeof PlacedOrder>;

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** 20 digits: the China-time second it was placed, then 6 random digits. */
function orderNumberAt(now: number): string {
  const stamp = new Date(now * 1000 + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function freshOrderNumber(trx: Kysely<Database>, now: number): Promise<string> {
  for (;;) {
    const candidate = orderNumberAt(now);
    const taken = await trx.selectFrom('orders').select('id').where('order_no', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** The member a planet order is the join of: the one named, now tied to it, or the one it makes of its buyer. */
async function memberOfJoin(trx: Kysely<Database>, input: PlaceOrder, join: PaidJoin): Promise<number> {
  if (input.memberId === undefined) return joinPlanetOnOrder(trx, join);
  await trx.updateTable('planet_members').set({ order_id: join.orderId }).where('id', '=', input.memberId).where('planet_id', '=', join.planetId).execute();
  return input.memberId;
}

export async function placeOrder(trx: Kysely<Database>, money: MoneyOptions, input: PlaceOrder): Promise<PlacedOrder> {
  const { ownerId, now, marketing } = input;
  const product = await ownedProduct(trx, ownerId, input.product);
  if (!product.on_sale) throw fail.conflict('商品未上架，不能下单');
  const priced = quotePrice({
    product,
    at: now,
    mode: marketing.mode,
    flashSale: marketing.flashSale ?? null,
    groupBuy: marketing.groupBuy ?? null,
    coupon: marketing.coupon ?? null,
    gift: marketing.gift ?? null,
  });
  if (!priced.ok) throw fail.validation(pricingProblemText(priced.problem));
  const quote = priced.quote;
  const fee = platformFeeOn(quote.pay_amount, money.platformFeeBp);
  const availableAt = now + money.settlementDays * 86_400;
  const orderNo = await freshOrderNumber(trx, now);
  const { id } = await trx
    .insertInto('orders')
    .values({
      order_no: orderNo,
      owner_id: ownerId,
      buyer_id: input.buyerId,
      product_kind: product.kind,
      product_id: product.id,
      product_title: product.title,
      channel: input.channel,
      list_price: quote.list_price,
      pay_amount: quote.pay_amount,
      campaign_discount: quote.list_price - quote.base_price,
      coupon_discount: quote.coupon_discount,
      campaign_kind: quote.campaign?.kind ?? '',
      campaign_id: quote.campaign?.id ?? null,
      coupon_id: quote.coupon_id,
      coupon_claim_id: quote.coupon_id === null ? null : (marketing.coupon?.claimId ?? null),
      group_id: quote.campaign?.kind === 'group' ? (marketing.groupBuy?.groupId ?? null) : null,
      fee,
      status: 'paid',
      created_at: now,
      paid_at: now,
      available_at: availableAt,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const gift of quote.gifts) {
    const giftProduct = await ownedProduct(trx, ownerId, gift);
    await trx.insertInto('order_gifts').values({ order_id: id, product_kind: gift.kind, product_id: gift.id, product_title: giftProduct.title }).execute();
  }
  const planetId = product.kind === 'planet' ? product.id : null;
  const memberId = planetId === null ? null : await memberOfJoin(trx, input, { orderId: id, planetId, buyerId: input.buyerId, payAmount: quote.pay_amount, now });
  if (quote.pay_amount > 0) {
    const source = incomeSourceOf(product.kind);
    await postTransaction(trx, {
      ownerId,
      kind: 'payment',
      title: { code: 'payment.order', params: { product: product.title } },
      orderId: id,
      planetId,
      ...(memberId === null ? {} : { refType: 'planet_member', refId: memberId }),
      lines: paymentLines(quote.pay_amount, fee, now, availableAt, source),
      now,
    });
    if (input.sharer) {
      const order = { id, ownerId, buyerId: input.buyerId, product: input.product, payAmount: quote.pay_amount, fee, availableAt, source, planetId };
      await payShareReward(trx, order, input.sharer, now);
    }
  }
  return { id, order_no: orderNo, pay_amount: quote.pay_amount, campaign_kind: quote.campaign?.kind ?? '' };
}
