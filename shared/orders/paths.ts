/**
 * Order calls (docs/api.md "Orders"). Spec §2 names the pages only and §7 no call: the paths are ours.
 * An order of another teacher answers 404 as if it did not exist.
 */
const ORDER = '/api/v3/order';

export const ORDER_PATHS = {
  /** GET page, pageSize, start_at?, end_at?, status?, product_kind?, channel?, keyword? → rows Order */
  findList: `${ORDER}/findList`,
  /** GET id → OrderDetail (its gifts and ledger transactions) */
  detail: `${ORDER}/detail`,
  /** GET the list's filters → an .xlsx of every order they find, streamed */
  export: `${ORDER}/export`,
  /**
   * POST {product_kind, product_id, channel, buyer_phone?, buyer_nickname?, mode?, coupon_id?, flash_sale_id?,
   * group_buy_id?, group_id?} → PlacedOrder (a gift campaign in force applies by itself). Development only (LECTERN_DEV_ROUTES=1): stands in for a
   * buyer paying on the platform's student side.
   */
  devPlace: `${ORDER}/dev/place`,
  /** POST {}: development only: the unfilled group buys' groups fail and their orders are refunded now */
  devSweep: `${ORDER}/dev/sweep`,
  /** GET page, pageSize, shop?, status?, start_at?, end_at?, keyword? → rows ShopOrder (/order/manage) */
  shopList: `${ORDER}/shop/findList`,
  /** GET → rows ShopSync: when each external shop was last synced, and its orders */
  shopSyncs: `${ORDER}/shop/syncs`,
  /** POST {shop} → ShopSync & {added, updated}: pulls the shop's new orders and changed states now */
  shopSync: `${ORDER}/shop/sync`,
} as const;
