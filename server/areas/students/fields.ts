/** JSON schema fragments of the student calls (docs/api.md "Students"). */
import { ORDER_CHANNELS, type OrderChannel } from '@shared/orders/types.ts';
import { STUDENT_LIMITS } from '@shared/students/rules.ts';
import { TAG_LIMITS } from '@shared/students/tag-rules.ts';
import { STUDENT_TAG_KINDS } from '@shared/students/tag-types.ts';
import { STUDENT_SORTS, type StudentFilter, type StudentSort } from '@shared/students/types.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { productRef } from '@server/areas/marketing/coupon-fields.ts';

const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const fen = { type: 'integer', minimum: 0, maximum: 100_000_000_000, [RULE_KEYWORD]: '必须是金额（分）' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;

export const studentFilterQuery = {
  keyword: { type: 'string', maxLength: STUDENT_LIMITS.keywordMax },
  channel: oneOf(ORDER_CHANNELS),
  first_from: seconds,
  first_to: seconds,
  spend_min: fen,
  spend_max: fen,
  sort: oneOf(STUDENT_SORTS),
  tag: idField,
} as const;

export type StudentFilterParams = {
  keyword?: string;
  channel?: OrderChannel;
  first_from?: number;
  first_to?: number;
  spend_min?: number;
  spend_max?: number;
  sort?: StudentSort;
  tag?: number;
};

export const filterOf = (q: StudentFilterParams): StudentFilter => ({
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.first_from !== undefined ? { firstFrom: q.first_from } : {}),
  ...(q.first_to !== undefined ? { firstTo: q.first_to } : {}),
  ...(q.spend_min !== undefined ? { spendMin: q.spend_min } : {}),
  ...(q.spend_max !== undefined ? { spendMax: q.spend_max } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
  ...(q.tag !== undefined ? { tagId: q.tag } : {}),
});

export const noteFields = { id: idField, note: cleanText(STUDENT_LIMITS.noteMax) } as const;

const count = (max: number, rule: string) => ({ type: ['integer', 'null'], minimum: 1, maximum: max, default: null, [RULE_KEYWORD]: rule }) as const;

/** a rule's conditions; the service checks that at least one is set and the products are the teacher's */
export const tagRuleField = {
  type: ['object', 'null'],
  properties: {
    spend_min: count(TAG_LIMITS.spendMax, `必须是 1 到 ${TAG_LIMITS.spendMax} 的整数（单位：分）`),
    orders_min: count(TAG_LIMITS.ordersMax, `必须是 1 到 ${TAG_LIMITS.ordersMax} 的整数`),
    channel: { type: ['string', 'null'], enum: [...ORDER_CHANNELS, null], default: null, [RULE_KEYWORD]: `必须是 ${ORDER_CHANNELS.join('、')} 之一` },
    products: { type: 'array', items: productRef, maxItems: TAG_LIMITS.productsMax, default: [], [RULE_KEYWORD]: `必须是最多 ${TAG_LIMITS.productsMax} 件商品（kind、id）的列表` },
  },
  additionalProperties: false,
  default: null,
} as const;

export const tagFields = { name: { type: 'string', maxLength: 200 }, kind: oneOf(STUDENT_TAG_KINDS), rule: tagRuleField } as const;
export const tagRequired = ['name', 'kind'];

export const tagQuery = { keyword: { type: 'string', maxLength: TAG_LIMITS.nameMax }, kind: oneOf(STUDENT_TAG_KINDS) } as const;

const ids = (max: number, what: string) => ({ type: 'array', items: idField, minItems: 1, maxItems: max, [RULE_KEYWORD]: `必须是 1 到 ${max} 个${what}的 id` }) as const;
export const tagAssignFields = {
  tag_ids: ids(TAG_LIMITS.tagsPerCall, '标签'),
  buyer_ids: ids(TAG_LIMITS.studentsPerCall, '学员'),
  remove: { type: 'boolean', default: false },
} as const;
export const tagAssignRequired = ['tag_ids', 'buyer_ids'];
