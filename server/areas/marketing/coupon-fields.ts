/** JSON schema fragments of the coupon calls (docs/api.md "Marketing: coupons"). */
import { COUPON_LIMITS as L } from '@shared/marketing/coupon-rules.ts';
import { CODE_STATUSES, COUPON_STATUSES, COUPON_TYPES, PRODUCT_KINDS } from '@shared/marketing/types.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const whole = (min: number, max: number, unit = '') => ({ type: 'integer', minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数${unit}` }) as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
const seconds = { type: 'integer', minimum: 1, maximum: L.timeMax, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const id = { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是正整数' } as const;

export const couponQuery = {
  status: oneOf(COUPON_STATUSES),
  keyword: { type: 'string', maxLength: L.keywordMax },
} as const;

export const productRef = {
  type: 'object',
  properties: { kind: oneOf(PRODUCT_KINDS), id },
  required: ['kind', 'id'],
  additionalProperties: false,
} as const;

/** what a type does not use may be sent as 0 (and is stored so); the shared rules check the rest */
export const couponFields = {
  // shown to buyers: the content check applies (spec §5)
  title: cleanText(L.titleMax),
  type: oneOf(COUPON_TYPES),
  amount: { ...whole(0, L.amountMax, '（单位：分）'), default: 0 },
  rate: { ...whole(0, L.rateMax, '（85 表示 8.5 折）'), default: 0 },
  threshold: { ...whole(0, L.amountMax, '（单位：分）'), default: 0 },
  starts_at: seconds,
  ends_at: seconds,
  stock: whole(L.stockMin, L.stockMax),
  per_user_limit: whole(L.perUserMin, L.perUserMax),
  all_products: { type: 'integer', enum: [0, 1], default: 1, [RULE_KEYWORD]: '必须是 0 或 1' },
  products: { type: 'array', items: productRef, maxItems: L.productsMax, default: [], [RULE_KEYWORD]: `必须是最多 ${L.productsMax} 件商品（kind、id）的列表` },
} as const;
export const couponRequired = ['title', 'type', 'starts_at', 'ends_at', 'stock', 'per_user_limit'];

export const codeQuery = {
  coupon_id: id,
  batch_id: id,
  status: oneOf(CODE_STATUSES),
  keyword: { type: 'string', maxLength: L.codeLength },
} as const;

export const generateFields = { coupon_id: id, count: whole(L.codesMin, L.codesMax, '（个）') } as const;

export const productQuery = {
  kind: oneOf(PRODUCT_KINDS),
  keyword: { type: 'string', maxLength: L.keywordMax },
} as const;

export const idField = id;
