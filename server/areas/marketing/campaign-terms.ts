/**
 * The campaigns in force for a product at a moment, as the pricing function takes them (shared/marketing/pricing.ts):
 * what the orders area reads before it prices an order. At most one flash sale or group buy and one gift campaign
 * hold a product at a time (the services refuse overlaps), so each is one row or none.
 */
import { sql } from 'kysely';
import { flashSaleTermsOf, giftTermsOf, groupBuyTermsOf } from '@shared/marketing/campaign-rules.ts';
import type { FlashSaleTerms, GiftTerms, GroupBuyTerms, ProductRef } from '@shared/marketing/pricing.ts';
import type { Db } from '@server/db/database.ts';
import { endsAtSql } from './campaign-common.ts';
import { giftsOf } from './gift-campaigns.ts';

export type CampaignTerms = { flashSale: FlashSaleTerms | null; groupBuy: GroupBuyTerms | null; gift: GiftTerms | null };

/** The owner's flash sale, group buy and gift campaign of `product` whose window holds `at`. */
export async function campaignTermsFor(db: Db, ownerId: number, product: ProductRef, at: number): Promise<CampaignTerms> {
  const holds = sql<boolean>`c.starts_at <= ${at} and ${endsAtSql('c')} > ${at}`;
  const [flash, group, gift] = await Promise.all([
    db.selectFrom('flash_sales as c').selectAll('c').where('c.owner_id', '=', ownerId).where('c.product_kind', '=', product.kind).where('c.product_id', '=', product.id).where(holds).executeTakeFirst(),
    db.selectFrom('group_buys as c').selectAll('c').where('c.owner_id', '=', ownerId).where('c.product_kind', '=', product.kind).where('c.product_id', '=', product.id).where(holds).executeTakeFirst(),
    db.selectFrom('gift_campaigns as c').selectAll('c').where('c.owner_id', '=', ownerId).where('c.product_kind', '=', product.kind).where('c.product_id', '=', product.id).where(holds).executeTakeFirst(),
  ]);
  const gifts = gift ? (await giftsOf(db, [gift.id])).get(gift.id) ?? [] : [];
  return {
    flashSale: flash ? flashSaleTermsOf(flash) : null,
    groupBuy: group ? groupBuyTermsOf(group) : null,
    gift: gift ? giftTermsOf({ ...gift, gifts }) : null,
  };
}
