/**
 * The students area's contract (/user/index and /user/detail): a teacher's students are the buyers who
 * ordered from them, with what they spent. Money fen, times unix seconds.
 */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import { REFUND_STATES } from '@shared/aftersale/types.ts';
import { PRODUCT_KINDS } from '@shared/marketing/types.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, type OrderChannel } from '@shared/orders/types.ts';
import { StudentTagRef } from './tag-types.ts';

/** the list's orders: newest last order, newest first order, most spent */
export const STUDENT_SORTS = ['last', 'first', 'spend'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const Student = Type.Object({
  /** the buyer's id: the student's id with every teacher */
  id: Type.Integer(),
  nickname: Type.String(),
  /** full, as the order centre shows it to the teacher */
  phone: Type.String(),
  first_order_at: Seconds,
  last_order_at: Seconds,
  orders_n: Type.Integer(),
  paid_total: Type.Integer(),
  refunded_total: Type.Integer(),
  /** paid_total − refunded_total */
  spend: Type.Integer(),
  /** the channel of their first order with the teacher */
  first_channel: Type.Enum([...ORDER_CHANNELS]),
  note: Type.String(),
  /** the manual tags given and the rule tags met now (tag-types.ts) */
  tags: Type.Array(StudentTagRef),
});
export type Student = Static<typeof Student>;

export type StudentFilter = {
  /** a phone (11 digits) or part of a nickname */
  keyword?: string;
  channel?: OrderChannel;
  /** the first order's time, inclusive */
  firstFrom?: number;
  firstTo?: number;
  /** spend, inclusive */
  spendMin?: number;
  spendMax?: number;
  /** one of the teacher's tags: the students who have it now */
  tagId?: number;
  sort?: StudentSort;
};

export type StudentQuery = StudentFilter & { page: number; pageSize: number };

/** a refund request the student made on one of the teacher's orders */
const StudentRefundRequest = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  product_title: Type.String(),
  amount: Type.Integer(),
  refund_amount: Type.Integer(),
  state: Type.Enum([...REFUND_STATES]),
  created_at: Seconds,
});
export type StudentRefundRequest = Static<typeof StudentRefundRequest>;

/** a membership of one of the teacher's planets held by the student's phone */
const StudentMembership = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  planet_title: Type.String(),
  /** the nickname in the planet */
  nickname: Type.String(),
  /** 1 active, 0 expired, 2 refunded, 3 blacklisted (planet-members) */
  status: Type.Enum([0, 1, 2, 3]),
  paid_amount: Type.Integer(),
  joined_at: Seconds,
  expires_at: Type.Union([Seconds, Type.Null()]),
});
export type StudentMembership = Static<typeof StudentMembership>;

export const StudentDetail = Type.Object({ ...Student.properties, refunds: Type.Array(StudentRefundRequest), memberships: Type.Array(StudentMembership) });
export type StudentDetail = Static<typeof StudentDetail>;

/** a student's order, as the order centre lists it (its fields are the orders area's `Order`) */
export const StudentOrder = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  buyer_id: Type.Integer(),
  buyer_nickname: Type.String(),
  buyer_phone: Type.String(),
  product_kind: Type.Enum([...PRODUCT_KINDS]),
  product_id: Type.Integer(),
  product_title: Type.String(),
  channel: Type.Enum([...ORDER_CHANNELS]),
  list_price: Type.Integer(),
  pay_amount: Type.Integer(),
  /** list price − price after the campaign */
  campaign_discount: Type.Integer(),
  coupon_discount: Type.Integer(),
  campaign_kind: Type.Enum(['', 'flash', 'group']),
  campaign_id: Type.Union([Type.Integer(), Type.Null()]),
  coupon_id: Type.Union([Type.Integer(), Type.Null()]),
  fee: Type.Integer(),
  refunded_amount: Type.Integer(),
  status: Type.Enum([...ORDER_STATUSES]),
  created_at: Seconds,
  paid_at: Type.Union([Seconds, Type.Null()]),
  /** when its income settles */
  available_at: Seconds,
});
export type StudentOrder = Static<typeof StudentOrder>;
