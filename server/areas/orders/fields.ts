/** JSON schema fragments of the order calls (docs/api.md "Orders"). */
import { ORDER_CHANNELS, ORDER_STATUSES } from '@shared/orders/types.ts';
import { SHOP_ORDER_STATUSES, SHOPS, type Shop, type ShopOrderStatus } from '@shared/orders/shop-types.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';

const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
export const PRODUCT_KINDS = ['course', 'content', 'column', 'planet'] as const;

export const orderFilterQuery = {
  start_at: seconds,
  end_at: seconds,
  status: oneOf(ORDER_STATUSES),
  product_kind: oneOf(PRODUCT_KINDS),
  channel: oneOf(ORDER_CHANNELS),
  keyword: { type: 'string', maxLength: 40 },
} as const;

export type OrderFilterParams = {
  start_at?: number;
  end_at?: number;
  status?: (typeof ORDER_STATUSES)[number];
  product_kind?: (typeof PRODUCT_KINDS)[number];
  channel?: (typeof ORDER_CHANNELS)[number];
  keyword?: string;
};

export const devPlaceFields = {
  product_kind: oneOf(PRODUCT_KINDS),
  product_id: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是正整数' },
  channel: { ...oneOf(ORDER_CHANNELS), default: 'dy' },
  buyer_phone: { type: 'string', pattern: '^1[0-9]{10}$', [RULE_KEYWORD]: '必须是 11 位手机号' },
  buyer_nickname: { type: 'string', minLength: 1, maxLength: 30 },
  sharer_phone: { type: 'string', pattern: '^1[0-9]{10}$', [RULE_KEYWORD]: '必须是 11 位手机号' },
  sharer_nickname: { type: 'string', minLength: 1, maxLength: 30 },
  mode: { ...oneOf(['single', 'group']), default: 'single' },
  coupon_id: { type: 'integer', minimum: 1 },
  flash_sale_id: { type: 'integer', minimum: 1 },
  group_buy_id: { type: 'integer', minimum: 1 },
  group_id: { type: 'integer', minimum: 1 },
} as const;

export const shopOrderQuery = {
  shop: oneOf(SHOPS),
  status: oneOf(SHOP_ORDER_STATUSES),
  start_at: seconds,
  end_at: seconds,
  keyword: { type: 'string', maxLength: 40 },
} as const;

export type ShopOrderParams = { shop?: Shop; status?: ShopOrderStatus; start_at?: number; end_at?: number; keyword?: string };

export const shopSyncFields = { shop: oneOf(SHOPS) } as const;
