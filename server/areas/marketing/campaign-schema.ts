/**
 * Tables of the marketing campaigns (migration 035), merged into Database in server/db/schema.ts. Times are
 * unix seconds; flags 0/1; money fen. A campaign's status is never stored: it follows from `starts_at`, `ends_at` and
 * the teacher's 结束 (`stopped_at`, null while not).
 */
import type { Generated, Selectable } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { GroupStatus } from '@shared/marketing/campaign-types.ts';

/** what every campaign row has */
interface CampaignColumns {
  id: Generated<number>;
  owner_id: number;
  title: string;
  starts_at: number;
  ends_at: number;
  stopped_at: number | null;
  created_at: number;
  updated_at: number;
}

/** 限时秒杀 */
interface FlashSalesTable extends CampaignColumns {
  product_kind: ProductKind;
  product_id: number;
  price: number;
  stock: number;
  /** taken from the stock by paid orders (the orders area counts them: `takeFlashStock`) */
  sold: Generated<number>;
  per_user_limit: number;
}

/** 拼团 */
interface GroupBuysTable extends CampaignColumns {
  product_kind: ProductKind;
  product_id: number;
  price: number;
  group_size: number;
  /** hours a group has to fill from its opening */
  fill_hours: number;
}

/** a group a buyer opened in a group buy; the orders area opens, joins and fills them */
interface GroupBuyGroupsTable {
  id: Generated<number>;
  campaign_id: number;
  owner_id: number;
  leader_buyer_id: number;
  status: GroupStatus;
  opened_at: number;
  /** opened_at + the campaign's fill hours: an open group fails then */
  expires_at: number;
  /** null until it fills or fails */
  filled_at: number | null;
  failed_at: number | null;
}

interface GroupBuyMembersTable {
  group_id: number;
  buyer_id: number;
  order_id: number;
  joined_at: number;
}

/** 买课送课 */
interface GiftCampaignsTable extends CampaignColumns {
  product_kind: ProductKind;
  product_id: number;
}

/** the products a gift campaign gives, in order */
interface GiftCampaignProductsTable {
  campaign_id: number;
  product_kind: ProductKind;
  product_id: number;
  position: number;
}

/** 红包 */
interface PacketCampaignsTable extends CampaignColumns {
  all_products: number;
  reward: number;
  budget: number;
}

/** the products a red packet rewards sharing (none when it covers all) */
interface PacketCampaignProductsTable {
  campaign_id: number;
  product_kind: ProductKind;
  product_id: number;
  position: number;
}

/** a reward paid to a sharer for a paid order they brought (written by the orders area) */
interface PacketRewardsTable {
  id: Generated<number>;
  campaign_id: number;
  owner_id: number;
  sharer_buyer_id: number;
  order_id: number;
  amount: number;
  created_at: number;
}

/** 营销页面 */
interface MarketingPagesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  /** a picture material; 0 without one */
  cover_id: Generated<number>;
  intro: Generated<string>;
  published: Generated<number>;
  published_at: Generated<number>;
  created_at: number;
  updated_at: number;
}

interface MarketingPageProductsTable {
  page_id: number;
  product_kind: ProductKind;
  product_id: number;
  position: number;
}

export type FlashSaleRow = Selectable<FlashSalesTable>;
export type GroupBuyRow = Selectable<GroupBuysTable>;
export type GroupBuyGroupRow = Selectable<GroupBuyGroupsTable>;
export type GiftCampaignRow = Selectable<GiftCampaignsTable>;
export type PacketCampaignRow = Selectable<PacketCampaignsTable>;
export type MarketingPageRow = Selectable<MarketingPagesTable>;

export type CampaignTables = {
  flash_sales: FlashSalesTable;
  group_buys: GroupBuysTable;
  group_buy_groups: GroupBuyGroupsTable;
  group_buy_members: GroupBuyMembersTable;
  gift_campaigns: GiftCampaignsTable;
  gift_campaign_products: GiftCampaignProductsTable;
  packet_campaigns: PacketCampaignsTable;
  packet_campaign_products: PacketCampaignProductsTable;
  packet_rewards: PacketRewardsTable;
  marketing_pages: MarketingPagesTable;
  marketing_page_products: MarketingPageProductsTable;
};
