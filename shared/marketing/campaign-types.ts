/**
 * Marketing campaigns (spec §2 "Marketing"): 限时秒杀 (flash sales), 拼团 (group buys), 买课送课 (buy a
 * course, get courses), 红包 (share rewards) and 营销页面 (pages that gather products). Money is integer fen; times
 * are unix seconds. A campaign's status is never stored: it follows from its window and the teacher's 结束
 * (campaign-rules.ts `campaignStatus`), as a coupon's.
 */
import { defineResource, type ListQueryOf } from '@shared/api/resource-definition.ts';
import { cleanText, Flag, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { CAMPAIGN_BASES } from './campaign-paths.ts';
import { keywordField, Moment, oneOf, whole } from './fields.ts';
import { CAMPAIGN_LIMITS as L } from './limits.ts';
import type { ProductKind } from './pricing.ts';

export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended'] as const;
/** 未开始, 进行中, 已结束 */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** the products a flash sale, a group buy or a red packet may name: every kind a teacher sells */
export const CAMPAIGN_PRODUCT_KINDS = ['course', 'content', 'column', 'planet'] as const satisfies readonly ProductKind[];
/** what a 买课送课 is bought with and gives: the course area's products (courses, content items, columns) */
export const GIFT_PRODUCT_KINDS = ['course', 'content', 'column'] as const satisfies readonly ProductKind[];
export type GiftProductKind = (typeof GIFT_PRODUCT_KINDS)[number];

const ProductId = Type.Integer({ minimum: 1, [RULE_KEYWORD]: '必须是商品 id' });
const productRef = (kinds: readonly ProductKind[]) => Type.Object({ kind: oneOf(kinds), id: ProductId }, { additionalProperties: false });
/** `min` to `max` products, each named `{kind, id}` */
const productRefs = (kinds: readonly ProductKind[], min: number, max: number, options: { default?: [] } = {}) =>
  Type.Array(productRef(kinds), { minItems: min, maxItems: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 个商品`, ...options });

/** A product as a campaign shows it: its title and list price now; `missing` once the teacher has deleted it. */
export const CampaignProduct = Type.Object({ kind: Type.Enum([...CAMPAIGN_PRODUCT_KINDS]), id: Type.Integer(), title: Type.String(), price: Type.Integer(), missing: Type.Boolean() });
export type CampaignProduct = Static<typeof CampaignProduct>;

/** When a campaign runs: from `starts_at` until just before `ends_at`. */
export const CampaignWindow = Type.Object({ starts_at: Moment, ends_at: Moment });
export type CampaignWindow = Static<typeof CampaignWindow>;

/** What every campaign record has besides its terms. */
export const CampaignRecord = Type.Object({
  ...CampaignWindow.properties,
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Enum([...CAMPAIGN_STATUSES]),
  /** when the teacher ended it by hand (结束); null while not */
  stopped_at: Type.Union([Seconds, Type.Null()]),
  /** nothing refers to it yet (no sale, no group, no reward): it may be deleted */
  can_delete: Type.Boolean(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type CampaignRecord = Static<typeof CampaignRecord>;

/** a campaign's name may be shown to buyers beside the product: it passes the content check */
const common = { title: cleanText(L.titleMax), ...CampaignWindow.properties };
const product = { product_kind: oneOf(CAMPAIGN_PRODUCT_KINDS), product_id: ProductId };

/** 限时秒杀: one product at a flash price, a stock and a per-buyer limit, within a window. */
export const FlashSaleInput = Type.Object({
  ...common,
  ...product,
  /** fen, below the product's list price, at least 1 */
  price: whole(L.priceMin, L.priceMax, '（单位：分）'),
  stock: whole(L.stockMin, L.stockMax),
  per_user_limit: whole(L.perUserMin, L.perUserMax),
});
export type FlashSaleInput = Static<typeof FlashSaleInput>;
export const FlashSale = Type.Object({
  ...FlashSaleInput.properties,
  ...CampaignRecord.properties,
  product: CampaignProduct,
  /** what the orders took from the stock */
  sold: Type.Integer(),
});
export type FlashSale = Static<typeof FlashSale>;

/** 拼团: one product at a group price for every member, a group size, and the hours a group has to fill. */
export const GroupBuyInput = Type.Object({
  ...common,
  ...product,
  price: whole(L.priceMin, L.priceMax, '（单位：分）'),
  group_size: whole(L.groupSizeMin, L.groupSizeMax, '（人）'),
  fill_hours: whole(L.fillHoursMin, L.fillHoursMax, '（小时）'),
});
export type GroupBuyInput = Static<typeof GroupBuyInput>;
/** the groups buyers opened: filled (成团), still open, and failed (not filled in time; refunded) */
const GroupFigures = Type.Object({ groups_filled: Type.Integer(), groups_open: Type.Integer(), groups_failed: Type.Integer() });
export type GroupFigures = Static<typeof GroupFigures>;
export const GroupBuy = Type.Object({ ...GroupBuyInput.properties, ...CampaignRecord.properties, ...GroupFigures.properties, product: CampaignProduct });
export type GroupBuy = Static<typeof GroupBuy>;

export type GroupStatus = 'open' | 'filled' | 'failed';

/** 买课送课: buying one product gives 1–5 courses with it. */
export const GiftCampaignInput = Type.Object({
  ...common,
  product_kind: oneOf(GIFT_PRODUCT_KINDS),
  product_id: ProductId,
  /** in the order the buyer sees them */
  gifts: productRefs(GIFT_PRODUCT_KINDS, L.giftsMin, L.giftsMax),
});
export type GiftCampaignInput = Static<typeof GiftCampaignInput>;
const { gifts: _giftRefs, ...giftTerms } = GiftCampaignInput.properties;
export const GiftCampaign = Type.Object({
  ...giftTerms,
  // as stored (the rows take any kind; the input schema keeps them to the gift kinds)
  product_kind: Type.Enum([...CAMPAIGN_PRODUCT_KINDS]),
  ...CampaignRecord.properties,
  product: CampaignProduct,
  gifts: Type.Array(CampaignProduct),
});
export type GiftCampaign = Static<typeof GiftCampaign>;

/** 红包: a buyer who shares a product and brings a paid order is paid `reward`, until the budget is spent. */
export const PacketInput = Type.Object({
  ...common,
  /** 1: every product of the teacher's; 0: the ones of `products` */
  all_products: Flag(),
  products: productRefs(CAMPAIGN_PRODUCT_KINDS, 0, L.packetProductsMax, { default: [] }),
  /** fen per paid order */
  reward: whole(L.rewardMin, L.rewardMax, '（单位：分）'),
  /** fen in all */
  budget: whole(L.rewardMin, L.budgetMax, '（单位：分）'),
});
export type PacketInput = Static<typeof PacketInput>;
const { products: _packetRefs, ...packetTerms } = PacketInput.properties;
export const Packet = Type.Object({
  ...packetTerms,
  ...CampaignRecord.properties,
  products: Type.Array(CampaignProduct),
  /** fen paid out (已发放) and the number of rewards */
  paid_out: Type.Integer(),
  reward_count: Type.Integer(),
});
export type Packet = Static<typeof Packet>;

/** 营销页面: a page that gathers products, with its own link for the student side. */
export const MarketingPageInput = Type.Object({
  title: cleanText(L.pageTitleMax),
  /** a picture material of the account; 0 without one */
  cover_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' }),
  /** plain text under the title */
  intro: cleanText(L.pageIntroMax, { default: '' }),
  /** in the order the page shows them */
  products: productRefs(CAMPAIGN_PRODUCT_KINDS, 0, L.pageProductsMax, { default: [] }),
});
export type MarketingPageInput = Static<typeof MarketingPageInput>;
const { products: _pageRefs, ...pageTerms } = MarketingPageInput.properties;
export const MarketingPage = Type.Object({
  ...pageTerms,
  id: Type.Integer(),
  cover_url: Type.String(),
  products: Type.Array(CampaignProduct),
  published: Flag(),
  /** when it was last published; 0 never */
  published_at: Seconds,
  /** the page on the student side (what its QR code holds) */
  link: Type.String(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type MarketingPage = Static<typeof MarketingPage>;

/** The query of every campaign list: the status tab and a title search. */
const campaignQuery = { status: Type.Optional(oneOf(CAMPAIGN_STATUSES)), keyword: keywordField(L.keywordMax) };

export const flashSales = defineResource({ base: CAMPAIGN_BASES.flash, record: FlashSale, input: FlashSaleInput, query: campaignQuery });
export const groupBuys = defineResource({ base: CAMPAIGN_BASES.group, record: GroupBuy, input: GroupBuyInput, query: campaignQuery });
export const giftCampaigns = defineResource({ base: CAMPAIGN_BASES.gift, record: GiftCampaign, input: GiftCampaignInput, query: campaignQuery });
export const packets = defineResource({ base: CAMPAIGN_BASES.packet, record: Packet, input: PacketInput, query: campaignQuery });
/** the list's filters: published or not, and a title search */
export const marketingPages = defineResource({
  base: CAMPAIGN_BASES.page,
  record: MarketingPage,
  input: MarketingPageInput,
  query: { published: Type.Optional(Flag()), keyword: keywordField(L.keywordMax) },
});

export type CampaignQuery = ListQueryOf<typeof flashSales>;
export type MarketingPageQuery = ListQueryOf<typeof marketingPages>;

/** The kinds of campaign, as the paths and texts name them. */
export type CampaignKind = 'flash' | 'group' | 'gift' | 'packet';
