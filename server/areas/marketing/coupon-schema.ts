/**
 * Tables of the coupons (migration 034), merged into Database in server/db/schema.ts. Times are unix
 * seconds; flags 0/1; money fen. A coupon's status is never stored (shared/marketing/coupon-rules.ts), nor are its
 * figures: claimed, used and the stock taken are counts of claims and codes.
 */
import type { Generated, Selectable } from 'kysely';
import type { CouponType, ProductKind } from '@shared/marketing/pricing.ts';

interface CouponsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  type: CouponType;
  /** fixed and threshold: fen off; 0 for a discount */
  amount: number;
  /** discount: percent of the price paid (85 = 8.5折); 0 otherwise */
  rate: number;
  /** threshold: fen; 0 otherwise */
  threshold: number;
  all_products: number;
  stock: number;
  per_user_limit: number;
  starts_at: number;
  ends_at: number;
  /** the teacher's 结束; null while not stopped */
  stopped_at: number | null;
  created_at: number;
  updated_at: number;
}

/** the products a coupon applies to (none when it applies to all) */
interface CouponProductsTable {
  coupon_id: number;
  product_kind: ProductKind;
  product_id: number;
}

interface CouponCodeBatchesTable {
  id: Generated<number>;
  coupon_id: number;
  owner_id: number;
  count: number;
  created_at: number;
}

interface CouponCodesTable {
  id: Generated<number>;
  batch_id: number;
  coupon_id: number;
  owner_id: number;
  /** 10 characters of CODE_ALPHABET, unique over every coupon */
  code: string;
  /** the buyer (buyers.id, no foreign key) who redeemed it; null while not redeemed */
  redeemed_by: number | null;
  redeemed_at: number | null;
  created_at: number;
}

/** a coupon a buyer holds: claimed directly or by redeeming a code; used once an order spent it */
interface CouponClaimsTable {
  id: Generated<number>;
  coupon_id: number;
  owner_id: number;
  buyer_id: number;
  code_id: number | null;
  claimed_at: number;
  used_order_id: number | null;
  used_at: number | null;
}

export type CouponRow = Selectable<CouponsTable>;

export type CouponTables = {
  coupons: CouponsTable;
  coupon_products: CouponProductsTable;
  coupon_code_batches: CouponCodeBatchesTable;
  coupon_codes: CouponCodesTable;
  coupon_claims: CouponClaimsTable;
};
