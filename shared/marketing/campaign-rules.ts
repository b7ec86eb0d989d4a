/**
 * The rules of marketing campaigns both sides apply (docs/decisions.md "Editing a running campaign"):
 * limits, the status a campaign is in, what may change in each status, and the pricing terms a campaign gives the
 * pricing function (pricing.ts). A rule answers a code, never a sentence: the console words it in the user's
 * language, the server in Chinese.
 */
import type { FlashSaleTerms, GiftTerms, GroupBuyTerms, ProductKind, ProductRef } from './pricing.ts';
import type { CampaignStatus, CampaignWindow } from './campaign-types.ts';
import { CAMPAIGN_LIMITS } from './limits.ts';

export { CAMPAIGN_LIMITS } from './limits.ts';

/** A campaign's times: its window and the teacher's 结束 (null while not). */
export type CampaignTimes = CampaignWindow & { stopped_at: number | null };

/** When the campaign ends, or will end as things stand: the teacher's 结束 if it came first. */
export function campaignEndsAt(c: CampaignTimes): number {
  return c.stopped_at !== null && c.stopped_at < c.ends_at ? c.stopped_at : c.ends_at;
}

/** 未开始 before its start, 进行中 until its end, 已结束 after it or once the teacher ended it. */
export function campaignStatus(c: CampaignTimes, now: number): CampaignStatus {
  if (c.stopped_at !== null || now >= c.ends_at) return 'ended';
  return now < c.starts_at ? 'upcoming' : 'running';
}

/** What the teacher may do with a campaign in `status`: 编辑 and 结束 until it has ended. */
export const canEdit = (status: CampaignStatus) => status !== 'ended';
export const canStop = (status: CampaignStatus) => status !== 'ended';

export type CampaignProblem =
  /** an ended campaign cannot be edited */
  | 'ended'
  | 'endBeforeStart'
  | 'startInPast'
  | 'endInPast'
  /** running: the start is fixed, the end may move later only */
  | 'startLocked'
  | 'endEarlier'
  /** running: the product, the price and what buyers were promised are fixed */
  | 'productLocked'
  | 'priceLocked'
  | 'groupLocked'
  | 'giftsLocked'
  | 'packetLocked'
  /** a campaign price is below the product's list price */
  | 'priceNotBelowList'
  /** running: stock and budget may be raised only, and never below what is sold or paid out */
  | 'stockLowered'
  | 'stockBelowSold'
  | 'budgetLowered'
  | 'budgetBelowPaid'
  | 'budgetBelowReward'
  | 'giftIsProduct'
  | 'giftRepeated'
  | 'productRepeated'
  | 'productsRequired'
  /** another flash sale or group buy (another gift, another red packet) holds the product at the same time */
  | 'overlap';

/** The field a problem belongs to, so a form shows it there. */
export const PROBLEM_FIELDS: Record<CampaignProblem, string> = {
  ended: 'title',
  endBeforeStart: 'ends_at',
  startInPast: 'starts_at',
  endInPast: 'ends_at',
  startLocked: 'starts_at',
  endEarlier: 'ends_at',
  productLocked: 'product',
  priceLocked: 'price',
  groupLocked: 'group_size',
  giftsLocked: 'gifts',
  packetLocked: 'reward',
  priceNotBelowList: 'price',
  stockLowered: 'stock',
  stockBelowSold: 'stock',
  budgetLowered: 'budget',
  budgetBelowPaid: 'budget',
  budgetBelowReward: 'budget',
  giftIsProduct: 'gifts',
  giftRepeated: 'gifts',
  productRepeated: 'products',
  productsRequired: 'products',
  overlap: 'product',
};

type Current = CampaignTimes & { status: CampaignStatus };

/**
 * Why the window may not be as asked, or null. Before the start everything may change (a new start not in the
 * past); once running the start is fixed and the end may move later only; an ended campaign changes no more.
 */
export function windowProblem(current: Current | null, next: CampaignWindow, now: number): CampaignProblem | null {
  if (current?.status === 'ended') return 'ended';
  if (current?.status === 'running') {
    if (next.starts_at !== current.starts_at) return 'startLocked';
    if (next.ends_at < current.ends_at) return 'endEarlier';
    return next.ends_at <= next.starts_at ? 'endBeforeStart' : null;
  }
  const moved = current === null || current.starts_at !== next.starts_at;
  if (moved && next.starts_at < now - CAMPAIGN_LIMITS.pastStartGrace) return 'startInPast';
  if (next.ends_at <= next.starts_at) return 'endBeforeStart';
  if (next.ends_at <= now) return 'endInPast';
  return null;
}

/** A campaign price: below the list price (so a free product has none) and at least 0.01 元. */
const priceBelowList = (price: number, listPrice: number) => price >= CAMPAIGN_LIMITS.priceMin && price < listPrice;

const sameRef = (a: ProductRef, b: ProductRef) => a.kind === b.kind && a.id === b.id;
const sameRefs = (a: readonly ProductRef[], b: readonly ProductRef[]) => a.length === b.length && a.every((ref, i) => sameRef(ref, b[i]!));
/** the products of a list as a set: same kinds and ids, whatever the order */
const sameSet = (a: readonly ProductRef[], b: readonly ProductRef[]) => a.length === b.length && a.every((ref) => b.some((other) => sameRef(ref, other)));
const repeated = (refs: readonly ProductRef[]) => refs.some((ref, i) => refs.findIndex((other) => sameRef(ref, other)) !== i);
const productOf = (c: { product_kind: ProductKind; product_id: number }): ProductRef => ({ kind: c.product_kind, id: c.product_id });

type FlashCurrent = Current & { product_kind: ProductKind; product_id: number; price: number; stock: number; sold: number };
type FlashNext = CampaignWindow & { product_kind: ProductKind; product_id: number; price: number; stock: number };

/** Why a flash sale may not be saved as asked (against the product's list price), or null. */
export function flashSaleProblem(current: FlashCurrent | null, next: FlashNext, listPrice: number, now: number): CampaignProblem | null {
  const window = windowProblem(current, next, now);
  if (window) return window;
  if (current?.status === 'running') {
    if (!sameRef(productOf(current), productOf(next))) return 'productLocked';
    if (next.price !== current.price) return 'priceLocked';
    if (next.stock < current.stock) return 'stockLowered';
  }
  if (!priceBelowList(next.price, listPrice)) return 'priceNotBelowList';
  if (current && next.stock < current.sold) return 'stockBelowSold';
  return null;
}

type GroupCurrent = Current & { product_kind: ProductKind; product_id: number; price: number; group_size: number; fill_hours: number };
type GroupNext = CampaignWindow & { product_kind: ProductKind; product_id: number; price: number; group_size: number; fill_hours: number };

/** Why a group buy may not be saved as asked, or null: running, its product, price, size and time limit are fixed. */
export function groupBuyProblem(current: GroupCurrent | null, next: GroupNext, listPrice: number, now: number): CampaignProblem | null {
  const window = windowProblem(current, next, now);
  if (window) return window;
  if (current?.status === 'running') {
    if (!sameRef(productOf(current), productOf(next))) return 'productLocked';
    if (next.price !== current.price) return 'priceLocked';
    if (next.group_size !== current.group_size || next.fill_hours !== current.fill_hours) return 'groupLocked';
  }
  return priceBelowList(next.price, listPrice) ? null : 'priceNotBelowList';
}

type GiftCurrent = Current & { product_kind: ProductKind; product_id: number; gifts: readonly ProductRef[] };
type GiftNext = CampaignWindow & { product_kind: ProductKind; product_id: number; gifts: readonly ProductRef[] };

/** Why a 买课送课 may not be saved as asked, or null: gifts are others than the product, each once; running, fixed. */
export function giftProblem(current: GiftCurrent | null, next: GiftNext, now: number): CampaignProblem | null {
  const window = windowProblem(current, next, now);
  if (window) return window;
  if (current?.status === 'running') {
    if (!sameRef(productOf(current), productOf(next))) return 'productLocked';
    if (!sameRefs(current.gifts, next.gifts)) return 'giftsLocked';
  }
  if (next.gifts.some((gift) => sameRef(gift, productOf(next)))) return 'giftIsProduct';
  return repeated(next.gifts) ? 'giftRepeated' : null;
}

type PacketCurrent = Current & { all_products: 0 | 1; products: readonly ProductRef[]; reward: number; budget: number; paid_out: number };
type PacketNext = CampaignWindow & { all_products: 0 | 1; products: readonly ProductRef[]; reward: number; budget: number };

/** Why a red packet may not be saved as asked, or null: running, its products and reward are fixed, its budget may grow. */
export function packetProblem(current: PacketCurrent | null, next: PacketNext, now: number): CampaignProblem | null {
  const window = windowProblem(current, next, now);
  if (window) return window;
  if (current?.status === 'running') {
    const sameProducts = current.all_products === next.all_products && (next.all_products === 1 || sameSet(current.products, next.products));
    if (!sameProducts || next.reward !== current.reward) return 'packetLocked';
    if (next.budget < current.budget) return 'budgetLowered';
  }
  if (next.all_products === 0 && next.products.length === 0) return 'productsRequired';
  if (next.all_products === 0 && repeated(next.products)) return 'productRepeated';
  if (next.budget < next.reward) return 'budgetBelowReward';
  if (current && next.budget < current.paid_out) return 'budgetBelowPaid';
  return null;
}

/** Why a marketing page's products may not be as asked, or null. */
export const pageProductsProblem = (products: readonly ProductRef[]): CampaignProblem | null => (repeated(products) ? 'productRepeated' : null);

/** A page may be published once it shows a product. */
export const canPublish = (page: { products: readonly unknown[] }) => page.products.length > 0;

// The pricing terms a campaign gives (pricing.ts): its product, price and window, ending at the teacher's 结束 when
// that came first. The orders read them from the stored rows with these.

type Window = CampaignTimes & { id: number; product_kind: ProductKind; product_id: number };
const termsWindow = (row: Window) => ({ id: row.id, product: productOf(row), starts_at: row.starts_at, ends_at: campaignEndsAt(row) });

export function flashSaleTermsOf(row: Window & { price: number; stock: number; sold: number }): FlashSaleTerms {
  return { ...termsWindow(row), price: row.price, stock_left: Math.max(0, row.stock - row.sold) };
}

export function groupBuyTermsOf(row: Window & { price: number; group_size: number }): GroupBuyTerms {
  return { ...termsWindow(row), price: row.price, size: row.group_size };
}

export function giftTermsOf(row: Window & { gifts: readonly ProductRef[] }): GiftTerms {
  return { ...termsWindow(row), gifts: row.gifts.map((gift) => ({ kind: gift.kind, id: gift.id })) };
}
