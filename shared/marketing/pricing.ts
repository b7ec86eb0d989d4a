/**
 * What a buyer pays for a product (commerce), from its list price and the marketing in force. The server
 * prices orders with it (the development order route, the demo seed) and the console previews prices with it, so it
 * is pure and framework-free, and counts whole fen only: every figure in and out is an integer number of fen, and the
 * one division (a discount coupon) is rounded explicitly. Refusals are problem codes; each side words them.
 *
 * The rules, checked in this order (the first problem is the answer):
 * 1. Group mode (`mode: 'group'`, the buyer opens or joins a group) needs a group buy (`groupRequired`) of this product
 *    (`groupOtherProduct`) whose window holds `at` (`groupNotRunning`); base = min(group price, list price), so a
 *    campaign never charges more than the list. A flash sale given alongside is ignored: the buyer chose the group.
 * 2. Single mode with a flash sale: it must be of this product (`flashOtherProduct`), its window must hold `at`
 *    (`flashNotRunning`) and stock must be left (`flashSoldOut`); base = min(flash price, list price). The buyer asked
 *    for that price, so a sale that is over is refused, never silently charged at the list price. A group buy given in
 *    single mode is ignored (buying alone is the list price).
 * 3. A coupon never combines with a campaign price (`couponWithCampaign`; the common platform rule 秒杀/拼团商品不可
 *    使用优惠券), so it always applies to the list price. Its window must hold `at` (`couponNotStarted` before it,
 *    `couponExpired` at or after `ends_at`); its `products` must be null (every product of the teacher) or name this
 *    product (`couponNotApplicable`); a free product takes no coupon (`couponNotApplicable`: there is nothing to take
 *    off, and using one up on it would waste the buyer's coupon).
 *    - fixed: pay = list − amount;
 *    - threshold (满减): list ≥ threshold or `couponThresholdNotMet`, then pay = list − amount;
 *    - discount (折扣): pay = list × rate / 100 rounded half up to the fen, in integers: ⌊(list × rate + 50) / 100⌋;
 *    - a paid product never drops below 1 fen through a coupon (a 0-fen order would skip payment altogether):
 *      pay = max(pay, 1); and no coupon raises a price, whatever its terms (pay ≤ list).
 *    coupon_discount = base − pay.
 * 4. A gift (买课赠课) must be of this product (`giftOtherProduct`). While its window holds `at`, the buyer gets its
 *    gifts less the product itself and less duplicates; otherwise none: a gift that ended is no reason to refuse the
 *    sale. A gift never changes the price.
 * 5. Without campaign and coupon: base = pay = list, discount 0, campaign null.
 *
 * A campaign price is taken as set, 0 included (a 0元秒杀 is a campaign's own choice); the 1-fen floor is a coupon
 * rule. Terms are trusted as stored: the forms that create them check amounts, rates and windows.
 */

export type ProductKind = 'course' | 'content' | 'column' | 'planet';
export type ProductRef = { kind: ProductKind; id: number };

/** The kind a row of `courses` sells as: a column is type 'column', a content item (单品) `single` 1, every other row a course. */
export function courseProductKind(row: { type: string; single: number }): Exclude<ProductKind, 'planet'> {
  if (row.type === 'column') return 'column';
  return row.single === 1 ? 'content' : 'course';
}
export type PricedProduct = ProductRef & { /** list price, fen, ≥ 0 */ price: number };
/** unix seconds; a window holds `at` when starts_at <= at < ends_at */
export type TimeWindow = { starts_at: number; ends_at: number };
export type CouponType = 'fixed' | 'discount' | 'threshold';
export type CouponTerms = TimeWindow & {
  id: number;
  type: CouponType;
  /** fixed and threshold: fen off */
  amount: number;
  /** discount: the percent of the price the buyer pays, 10–99 (85 = 8.5折) */
  rate: number;
  /** threshold: the list price from which it applies, fen */
  threshold: number;
  /** null: every product of the teacher */
  products: ProductRef[] | null;
};
export type FlashSaleTerms = TimeWindow & { id: number; product: ProductRef; price: number; stock_left: number };
export type GroupBuyTerms = TimeWindow & { id: number; product: ProductRef; price: number; size: number };
export type GiftTerms = TimeWindow & { id: number; product: ProductRef; gifts: ProductRef[] };
export type PricingInput = {
  product: PricedProduct;
  at: number;
  /** 'group': the buyer opens or joins a group of `groupBuy` */
  mode: 'single' | 'group';
  flashSale?: FlashSaleTerms | null;
  groupBuy?: GroupBuyTerms | null;
  coupon?: CouponTerms | null;
  gift?: GiftTerms | null;
};
type PriceQuote = {
  list_price: number;
  campaign: { kind: 'flash' | 'group'; id: number } | null;
  /** the price after the campaign, before the coupon */
  base_price: number;
  coupon_id: number | null;
  coupon_discount: number;
  pay_amount: number;
  /** list_price − pay_amount */
  discount: number;
  gifts: ProductRef[];
};
export type PricingProblem =
  | 'groupRequired' | 'groupOtherProduct' | 'groupNotRunning'
  | 'flashOtherProduct' | 'flashNotRunning' | 'flashSoldOut'
  | 'couponNotStarted' | 'couponExpired' | 'couponNotApplicable' | 'couponThresholdNotMet' | 'couponWithCampaign'
  | 'giftOtherProduct';
export type PricingResult = { ok: true; quote: PriceQuote } | { ok: false; problem: PricingProblem };

/** Whether `at` (unix seconds) falls in the window: from `starts_at` on, until just before `ends_at`. */
export function windowHolds(window: TimeWindow, at: number): boolean {
  return window.starts_at <= at && at < window.ends_at;
}

/** Whether two references name the same product: ids are unique only within a kind. */
export function sameProduct(a: ProductRef, b: ProductRef): boolean {
  return a.kind === b.kind && a.id === b.id;
}

type CampaignPrice = { campaign: PriceQuote['campaign']; base: number };

/** Rules 1, 2 and 5: the campaign in force and the price after it, or why the buyer cannot have it. */
function campaignPrice(input: PricingInput): CampaignPrice | PricingProblem {
  const { product, at } = input;
  if (input.mode === 'group') {
    const group = input.groupBuy;
    if (!group) return 'groupRequired';
    if (!sameProduct(group.product, product)) return 'groupOtherProduct';
    if (!windowHolds(group, at)) return 'groupNotRunning';
    return { campaign: { kind: 'group', id: group.id }, base: Math.min(group.price, product.price) };
  }
  const flash = input.flashSale;
  if (!flash) return { campaign: null, base: product.price };
  if (!sameProduct(flash.product, product)) return 'flashOtherProduct';
  if (!windowHolds(flash, at)) return 'flashNotRunning';
  if (flash.stock_left <= 0) return 'flashSoldOut';
  return { campaign: { kind: 'flash', id: flash.id }, base: Math.min(flash.price, product.price) };
}

/** Rule 3: what the buyer pays with the coupon on the list price, or why it does not apply. */
function couponPay(coupon: CouponTerms, product: PricedProduct, at: number): number | PricingProblem {
  if (!windowHolds(coupon, at)) return at < coupon.starts_at ? 'couponNotStarted' : 'couponExpired';
  if (coupon.products !== null && !coupon.products.some((ref) => sameProduct(ref, product))) return 'couponNotApplicable';
  const list = product.price;
  if (list === 0) return 'couponNotApplicable';
  let pay: number;
  switch (coupon.type) {
    case 'fixed':
      pay = list - coupon.amount;
      break;
    case 'threshold':
      if (list < coupon.threshold) return 'couponThresholdNotMet';
      pay = list - coupon.amount;
      break;
    case 'discount':
      // half up to the fen; list × rate stays far below 2^53 for any price a form accepts
      pay = Math.floor((list * coupon.rate + 50) / 100);
      break;
  }
  return Math.min(list, Math.max(pay, 1));
}

/** Rule 4: the products given with this one, or why the gift does not belong to it. */
function giftsOf(gift: GiftTerms, product: PricedProduct, at: number): ProductRef[] | PricingProblem {
  if (!sameProduct(gift.product, product)) return 'giftOtherProduct';
  if (!windowHolds(gift, at)) return [];
  const gifts: ProductRef[] = [];
  for (const ref of gift.gifts) {
    if (sameProduct(ref, product) || gifts.some((kept) => sameProduct(kept, ref))) continue;
    gifts.push({ kind: ref.kind, id: ref.id });
  }
  return gifts;
}

/** What the buyer pays for `input.product` at `input.at`, by the rules above, or the first problem. */
export function quotePrice(input: PricingInput): PricingResult {
  const { product, at } = input;
  const priced = campaignPrice(input);
  if (typeof priced === 'string') return { ok: false, problem: priced };
  const { campaign, base } = priced;

  let pay = base;
  let couponId: number | null = null;
  if (input.coupon) {
    if (campaign !== null) return { ok: false, problem: 'couponWithCampaign' };
    const withCoupon = couponPay(input.coupon, product, at);
    if (typeof withCoupon === 'string') return { ok: false, problem: withCoupon };
    pay = withCoupon;
    couponId = input.coupon.id;
  }

  const gifts = input.gift ? giftsOf(input.gift, product, at) : [];
  if (typeof gifts === 'string') return { ok: false, problem: gifts };

  return {
    ok: true,
    quote: {
      list_price: product.price,
      campaign,
      base_price: base,
      coupon_id: couponId,
      coupon_discount: base - pay,
      pay_amount: pay,
      discount: product.price - pay,
      gifts,
    },
  };
}
