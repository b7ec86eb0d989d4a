/** The request schemas of the order calls (docs/api.md "Orders"). */
import { Id, RULE_KEYWORD, Type, type Static } from '@shared/api/schema.ts';
import { PRODUCT_KINDS } from '@shared/marketing/types.ts';
import { ORDER_CHANNELS, ORDER_STATUSES } from '@shared/orders/types.ts';
import { SHOP_ORDER_STATUSES, SHOPS } from '@shared/orders/shop-types.ts';

// the order filters of other areas read the kinds from here
export { PRODUCT_KINDS } from '@shared/marketing/types.ts';

const moment = Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' }));
const oneOf = <T extends string>(values: readonly T[], options: { default?: T } = {}) =>
  Type.Enum([...values], { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一`, ...options });
const keyword = Type.Optional(Type.String({ maxLength: 40 }));

/** the order centre's filters: its list and its export */
export const OrderFilters = Type.Object({
  start_at: moment,
  end_at: moment,
  status: Type.Optional(oneOf(ORDER_STATUSES)),
  product_kind: Type.Optional(oneOf(PRODUCT_KINDS)),
  channel: Type.Optional(oneOf(ORDER_CHANNELS)),
  keyword,
});
export type OrderFilterParams = Static<typeof OrderFilters>;

const phone = Type.Optional(Type.String({ pattern: '^1[0-9]{10}$', [RULE_KEYWORD]: '必须是 11 位手机号' }));
const nickname = Type.Optional(Type.String({ minLength: 1, maxLength: 30 }));
const optionalId = Type.Optional(Type.Integer({ minimum: 1 }));

export const devPlaceFields = {
  product_kind: oneOf(PRODUCT_KINDS),
  product_id: Id,
  channel: oneOf(ORDER_CHANNELS, { default: 'dy' }),
  buyer_phone: phone,
  buyer_nickname: nickname,
  sharer_phone: phone,
  sharer_nickname: nickname,
  mode: oneOf(['single', 'group'], { default: 'single' }),
  coupon_id: optionalId,
  flash_sale_id: optionalId,
  group_buy_id: optionalId,
  group_id: optionalId,
};

export const shopOrderQuery = {
  shop: Type.Optional(oneOf(SHOPS)),
  status: Type.Optional(oneOf(SHOP_ORDER_STATUSES)),
  start_at: moment,
  end_at: moment,
  keyword,
};

export const shopSyncFields = { shop: oneOf(SHOPS) };
