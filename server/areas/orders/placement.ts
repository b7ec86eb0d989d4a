/**
 * The development stand-in for the platform's student side (LECTERN_DEV_ROUTES=1, and the demo seed): a buyer,
 * found by phone or made, pays for a product of the signed-in teacher with the marketing they chose.
 */
import type { Kysely } from 'kysely';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { Database } from '@server/db/schema.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';
import { placeOrder, type ChosenMarketing, type PlacedOrder } from './place-order.ts';
import { chosenMarketing, spendMarketing, type MarketingChoice } from './marketing-terms.ts';

export type BuyerInput = { phone: string; nickname: string };
/** `sharer`: the buyer who shared the product (a red packet may reward them) */
export type DevOrderInput = { product: ProductRef; channel: OrderChannel; buyer: BuyerInput; choice: MarketingChoice; sharer?: BuyerInput };

/** The buyer with this phone, made on first use. */
export async function buyerFor(trx: Kysely<Database>, buyer: BuyerInput, now: number): Promise<number> {
  const found = await trx.selectFrom('buyers').select('id').where('phone', '=', buyer.phone).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const { id } = await trx.insertInto('buyers').values({ phone: buyer.phone, nickname: buyer.nickname, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Places one paid order in `trx` as a buyer would: marketing loaded and checked for this buyer, then priced. */
export async function placeBuyerOrder(trx: Kysely<Database>, money: MoneyOptions, ownerId: number, input: DevOrderInput, now: number): Promise<PlacedOrder> {
  const buyerId = await buyerFor(trx, input.buyer, now);
  const marketing: ChosenMarketing = await chosenMarketing(trx, { ownerId, buyerId, product: input.product, choice: input.choice, now });
  const sharer = input.sharer ? { id: await buyerFor(trx, input.sharer, now), nickname: input.sharer.nickname } : null;
  const placed = await placeOrder(trx, money, { ownerId, buyerId, product: input.product, channel: input.channel, marketing, sharer, now });
  await spendMarketing(trx, marketing, { id: placed.id, ownerId, buyerId, campaignKind: placed.campaign_kind }, now);
  return placed;
}

export function createOrderPlacement(ctx: ServiceContext, money: MoneyOptions) {
  return {
    async place(session: Session, input: DevOrderInput): Promise<PlacedOrder> {
      const now = seconds(ctx.now);
      return ctx.db.transaction().execute((trx) => placeBuyerOrder(trx, money, session.main.id, input, now));
    },
  };
}
