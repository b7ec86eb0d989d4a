/** The limits of coupons and campaigns, which the request schemas (types.ts, campaign-types.ts) and the rules share. */
export const COUPON_LIMITS = {
  titleMax: 20,
  keywordMax: 50,
  /** fen: 0.01 元 … 99,999.99 元 */
  amountMin: 1,
  amountMax: 9_999_999,
  /** the percent of the price the buyer pays: 1.0折 … 9.9折 */
  rateMin: 10,
  rateMax: 99,
  stockMin: 1,
  stockMax: 100_000,
  perUserMin: 1,
  perUserMax: 10,
  productsMax: 100,
  /** codes of one batch */
  codesMin: 1,
  codesMax: 10_000,
  codeLength: 10,
  /** unix seconds: a window ends by 2100 */
  timeMax: 4_102_444_800,
} as const;

export const CAMPAIGN_LIMITS = {
  titleMax: 30,
  keywordMax: 50,
  /** fen: a campaign price is at least 0.01 元 */
  priceMin: 1,
  /** fen: 99,999.99 元, the highest list price a product takes */
  priceMax: 9_999_999,
  stockMin: 1,
  stockMax: 100_000,
  perUserMin: 1,
  perUserMax: 10,
  groupSizeMin: 2,
  groupSizeMax: 100,
  fillHoursMin: 1,
  fillHoursMax: 72,
  giftsMin: 1,
  giftsMax: 5,
  /** fen: a reward per paid order is 0.01–100 元 */
  rewardMin: 1,
  rewardMax: 10_000,
  /** fen: 1,000,000 元 */
  budgetMax: 100_000_000,
  packetProductsMax: 50,
  pageTitleMax: 30,
  pageIntroMax: 500,
  pageProductsMax: 30,
  /** seconds a new start may lie in the past: the form's minute and the time it took to save */
  pastStartGrace: 300,
} as const;
