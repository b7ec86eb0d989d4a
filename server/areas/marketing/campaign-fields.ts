/** JSON schema fragments of the campaign calls (docs/api.md "Marketing campaigns"). */
import { CAMPAIGN_LIMITS as L } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS, CAMPAIGN_STATUSES, GIFT_PRODUCT_KINDS } from '@shared/marketing/campaign-types.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const whole = (min: number, max: number, unit: string) => ({ type: 'integer', minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数${unit}` }) as const;
const seconds = { type: 'integer', minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const kindOf = (kinds: readonly string[]) => ({ type: 'string', enum: [...kinds], [RULE_KEYWORD]: `必须是 ${kinds.join('、')} 之一` }) as const;
const productRef = (kinds: readonly string[]) =>
  ({
    type: 'object',
    properties: { kind: kindOf(kinds), id: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是商品 id' } },
    required: ['kind', 'id'],
    additionalProperties: false,
  }) as const;
const refs = (kinds: readonly string[], min: number, max: number) => ({ type: 'array', items: productRef(kinds), minItems: min, maxItems: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 个商品` }) as const;

export const campaignQuery = {
  status: { type: 'string', enum: [...CAMPAIGN_STATUSES], [RULE_KEYWORD]: `必须是 ${CAMPAIGN_STATUSES.join('、')} 之一` },
  keyword: { type: 'string', maxLength: L.keywordMax },
} as const;

/** a campaign's name may be shown to buyers beside the product: it passes the content check */
const common = { title: cleanText(L.titleMax), starts_at: seconds, ends_at: seconds } as const;
const product = { product_kind: kindOf(CAMPAIGN_PRODUCT_KINDS), product_id: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是商品 id' } } as const;
const commonRequired = ['title', 'starts_at', 'ends_at'];

export const flashFields = {
  ...common,
  ...product,
  price: whole(L.priceMin, L.priceMax, '（单位：分）'),
  stock: whole(L.stockMin, L.stockMax, ''),
  per_user_limit: whole(L.perUserMin, L.perUserMax, ''),
} as const;
export const flashRequired = [...commonRequired, 'product_kind', 'product_id', 'price', 'stock', 'per_user_limit'];

export const groupFields = {
  ...common,
  ...product,
  price: whole(L.priceMin, L.priceMax, '（单位：分）'),
  group_size: whole(L.groupSizeMin, L.groupSizeMax, '（人）'),
  fill_hours: whole(L.fillHoursMin, L.fillHoursMax, '（小时）'),
} as const;
export const groupRequired = [...commonRequired, 'product_kind', 'product_id', 'price', 'group_size', 'fill_hours'];

export const giftFields = {
  ...common,
  product_kind: kindOf(GIFT_PRODUCT_KINDS),
  product_id: product.product_id,
  gifts: refs(GIFT_PRODUCT_KINDS, L.giftsMin, L.giftsMax),
} as const;
export const giftRequired = [...commonRequired, 'product_kind', 'product_id', 'gifts'];

export const packetFields = {
  ...common,
  all_products: flag,
  products: { ...refs(CAMPAIGN_PRODUCT_KINDS, 0, L.packetProductsMax), default: [] },
  reward: whole(L.rewardMin, L.rewardMax, '（单位：分）'),
  budget: whole(L.rewardMin, L.budgetMax, '（单位：分）'),
} as const;
export const packetRequired = [...commonRequired, 'all_products', 'reward', 'budget'];

export const pageQuery = { published: flag, keyword: { type: 'string', maxLength: L.keywordMax } } as const;

export const pageFields = {
  title: cleanText(L.pageTitleMax),
  cover_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' },
  intro: { ...cleanText(L.pageIntroMax), default: '' },
  products: { ...refs(CAMPAIGN_PRODUCT_KINDS, 0, L.pageProductsMax), default: [] },
} as const;
export const pageRequired = ['title'];
