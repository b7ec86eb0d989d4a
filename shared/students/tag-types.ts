/**
 * Student tags (/user/tags): a tag is given by hand (bulk tagging on /user/index, the student's detail)
 * or is a rule the server evaluates when it reads: every condition set must hold. Money fen, times unix seconds.
 */
import { defineResource, type ListQueryOf } from '@shared/api/resource-definition.ts';
import { Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { CouponProductRef, PRODUCT_KINDS } from '@shared/marketing/types.ts';
import { ORDER_CHANNELS, type OrderChannel } from '@shared/orders/types.ts';
import { STUDENT_TAG_BASE } from './paths.ts';
import { TAG_LIMITS as L } from './tag-rules.ts';

export const STUDENT_TAG_KINDS = ['manual', 'rule'] as const;
export type StudentTagKind = (typeof STUDENT_TAG_KINDS)[number];

const TagKindField = Type.Enum([...STUDENT_TAG_KINDS], { type: 'string', [RULE_KEYWORD]: `必须是 ${STUDENT_TAG_KINDS.join('、')} 之一` });
const Channel = Type.Enum([...ORDER_CHANNELS]);

/** a product a rule names: bought (paid, not wholly refunded) from the teacher */
export const TagProduct = Type.Object({ kind: Type.Enum([...PRODUCT_KINDS]), id: Type.Integer(), title: Type.String() });
export type TagProduct = Static<typeof TagProduct>;

/** a rule's conditions; null (or no products) is "no such condition", and at least one is set */
export const TagRule = Type.Object({
  /** spent at least (fen, paid − refunded) */
  spend_min: Type.Union([Type.Integer(), Type.Null()]),
  /** at least this many orders */
  orders_min: Type.Union([Type.Integer(), Type.Null()]),
  /** first ordered through this channel */
  channel: Type.Union([Channel, Type.Null()]),
  /** bought at least one of these */
  products: Type.Array(TagProduct),
});
export type TagRule = Static<typeof TagRule>;

export const StudentTag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Enum([...STUDENT_TAG_KINDS]),
  /** null for a manual tag */
  rule: Type.Union([TagRule, Type.Null()]),
  /** the students who have it now */
  students_n: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type StudentTag = Static<typeof StudentTag>;

/** a tag as a student's row and detail show it */
export const StudentTagRef = Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.Enum([...STUDENT_TAG_KINDS]) });
export type StudentTagRef = Static<typeof StudentTagRef>;

/** a count a rule may leave unset (null) */
const count = (max: number, rule: string) => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: max, default: null, [RULE_KEYWORD]: rule });

type RuleInput = { spend_min: number | null; orders_min: number | null; channel: OrderChannel | null; products: Static<typeof CouponProductRef>[] };

/** a rule's conditions as a write names them (products by reference); the service checks that at least one is set and the products are the teacher's */
export const TagRuleField = Type.Unsafe<RuleInput | null>({
  type: ['object', 'null'],
  properties: {
    spend_min: count(L.spendMax, `必须是 1 到 ${L.spendMax} 的整数（单位：分）`),
    orders_min: count(L.ordersMax, `必须是 1 到 ${L.ordersMax} 的整数`),
    channel: { type: ['string', 'null'], enum: [...ORDER_CHANNELS, null], default: null, [RULE_KEYWORD]: `必须是 ${ORDER_CHANNELS.join('、')} 之一` },
    products: Type.Array(CouponProductRef, { maxItems: L.productsMax, default: [], [RULE_KEYWORD]: `必须是最多 ${L.productsMax} 件商品（kind、id）的列表` }),
  },
  additionalProperties: false,
  default: null,
});

export const StudentTagInput = Type.Object({
  name: Type.String({ maxLength: 200 }),
  kind: TagKindField,
  /** the rule of a rule tag (products by reference); ignored for a manual tag */
  rule: TagRuleField,
});
export type StudentTagInput = Static<typeof StudentTagInput>;

export const studentTags = defineResource({
  base: STUDENT_TAG_BASE,
  record: StudentTag,
  input: StudentTagInput,
  query: { keyword: Type.Optional(Type.String({ maxLength: L.nameMax })), kind: Type.Optional(TagKindField) },
});
export type StudentTagQuery = ListQueryOf<typeof studentTags>;

const ids = (max: number, what: string) => Type.Array(Id, { minItems: 1, maxItems: max, [RULE_KEYWORD]: `必须是 1 到 ${max} 个${what}的 id` });

/** add (or remove) manual tags to (from) students */
export const TagAssignInput = Type.Object({
  tag_ids: ids(L.tagsPerCall, '标签'),
  buyer_ids: ids(L.studentsPerCall, '学员'),
  remove: Type.Boolean({ default: false }),
});
export type TagAssignInput = Static<typeof TagAssignInput>;
