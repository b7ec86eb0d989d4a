/**
 * Marketing campaigns (spec §2 "Marketing"): 限时秒杀 (flash sales), 拼团 (group buys), 买课送课 (buy a
 * course, get courses), 红包 (share rewards) and 营销页面 (pages that gather products). Money is integer fen; times
 * are unix seconds. A campaign's status is never stored: it follows from its window and the teacher's 结束
 * (campaign-rules.ts `campaignStatus`), as a coupon's.
 */
import type { ProductKind, ProductRef } from './pricing.ts';

export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended'] as const;
/** 未开始, 进行中, 已结束 */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** the products a flash sale, a group buy or a red packet may name: every kind a teacher sells */
export const CAMPAIGN_PRODUCT_KINDS = ['course', 'content', 'column', 'planet'] as const satisfies readonly ProductKind[];
/** what a 买课送课 is bought with and gives: the course area's products (courses, content items, columns) */
export const GIFT_PRODUCT_KINDS = ['course', 'content', 'column'] as const satisfies readonly ProductKind[];

/** A product as a campaign shows it: its title and list price now; `missing` once the teacher has deleted it. */
export type CampaignProduct = ProductRef & { title: string; price: number; missing: boolean };

/** When a campaign runs: from `starts_at` until just before `ends_at`. */
export type CampaignWindow = { starts_at: number; ends_at: number };

/** What every campaign record has besides its terms. */
export type CampaignRecord = CampaignWindow & {
  id: number;
  title: string;
  status: CampaignStatus;
  /** when the teacher ended it by hand (结束); null while not */
  stopped_at: number | null;
  /** nothing refers to it yet (no sale, no group, no reward): it may be deleted */
  can_delete: boolean;
  created_at: number;
  updated_at: number;
};

/** 限时秒杀: one product at a flash price, a stock and a per-buyer limit, within a window. */
export type FlashSaleInput = CampaignWindow & {
  title: string;
  product_kind: ProductKind;
  product_id: number;
  /** fen, below the product's list price, at least 1 */
  price: number;
  stock: number;
  per_user_limit: number;
};
export type FlashSale = FlashSaleInput & CampaignRecord & { product: CampaignProduct; /** what the orders took from the stock */ sold: number };

/** 拼团: one product at a group price for every member, a group size, and the hours a group has to fill. */
export type GroupBuyInput = CampaignWindow & {
  title: string;
  product_kind: ProductKind;
  product_id: number;
  price: number;
  group_size: number;
  fill_hours: number;
};
/** the groups buyers opened: filled (成团), still open, and failed (not filled in time; refunded) */
export type GroupFigures = { groups_filled: number; groups_open: number; groups_failed: number };
export type GroupBuy = GroupBuyInput & CampaignRecord & GroupFigures & { product: CampaignProduct };

export type GroupStatus = 'open' | 'filled' | 'failed';

/** 买课送课: buying one product gives 1–5 courses with it. */
export type GiftCampaignInput = CampaignWindow & {
  title: string;
  product_kind: ProductKind;
  product_id: number;
  /** in the order the buyer sees them */
  gifts: ProductRef[];
};
export type GiftCampaign = Omit<GiftCampaignInput, 'gifts'> & CampaignRecord & { product: CampaignProduct; gifts: CampaignProduct[] };

/** 红包: a buyer who shares a product and brings a paid order is paid `reward`, until the budget is spent. */
export type PacketInput = CampaignWindow & {
  title: string;
  /** 1: every product of the teacher's; 0: the ones of `products` */
  all_products: 0 | 1;
  products: ProductRef[];
  /** fen per paid order */
  reward: number;
  /** fen in all */
  budget: number;
};
export type Packet = Omit<PacketInput, 'products'> & CampaignRecord & {
  products: CampaignProduct[];
  /** fen paid out (已发放) and the number of rewards */
  paid_out: number;
  reward_count: number;
};

/** 营销页面: a page that gathers products, with its own link for the student side. */
export type MarketingPageInput = {
  title: string;
  /** a picture material of the account; 0 without one */
  cover_id: number;
  /** plain text under the title */
  intro: string;
  /** in the order the page shows them */
  products: ProductRef[];
};
export type MarketingPage = Omit<MarketingPageInput, 'products'> & {
  id: number;
  cover_url: string;
  products: CampaignProduct[];
  published: 0 | 1;
  /** when it was last published; 0 never */
  published_at: number;
  /** the page on the student side (what its QR code holds) */
  link: string;
  created_at: number;
  updated_at: number;
};

/** The query of every campaign list: the status tab and a title search. */
export type CampaignQuery = { page: number; pageSize: number; status?: CampaignStatus; keyword?: string };
export type MarketingPageQuery = { page: number; pageSize: number; published?: 0 | 1; keyword?: string };

/** The kinds of campaign, as the paths and texts name them. */
export type CampaignKind = 'flash' | 'group' | 'gift' | 'packet';
