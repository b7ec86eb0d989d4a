/**
 * The students area's contract (/user/index and /user/detail): a teacher's students are the buyers who
 * ordered from them, with what they spent. Money fen, times unix seconds.
 */
import type { PlanetMemberStatus } from '@shared/planet-members/types.ts';
import type { RefundState } from '@shared/aftersale/types.ts';
import type { Order, OrderChannel } from '@shared/orders/types.ts';
import type { StudentTagRef } from './tag-types.ts';

/** the list's orders: newest last order, newest first order, most spent */
export const STUDENT_SORTS = ['last', 'first', 'spend'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export type Student = {
  /** the buyer's id: the student's id with every teacher */
  id: number;
  nickname: string;
  /** full, as the order centre shows it to the teacher */
  phone: string;
  first_order_at: number;
  last_order_at: number;
  orders_n: number;
  paid_total: number;
  refunded_total: number;
  /** paid_total − refunded_total */
  spend: number;
  /** the channel of their first order with the teacher */
  first_channel: OrderChannel;
  note: string;
  /** the manual tags given and the rule tags met now (tag-types.ts) */
  tags: StudentTagRef[];
};

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
export type StudentRefundRequest = {
  id: number;
  order_id: number;
  order_no: string;
  product_title: string;
  amount: number;
  refund_amount: number;
  state: RefundState;
  created_at: number;
};

/** a membership of one of the teacher's planets held by the student's phone */
export type StudentMembership = {
  id: number;
  planet_id: number;
  planet_title: string;
  /** the nickname in the planet */
  nickname: string;
  status: PlanetMemberStatus;
  paid_amount: number;
  joined_at: number;
  expires_at: number | null;
};

export type StudentDetail = Student & { refunds: StudentRefundRequest[]; memberships: StudentMembership[] };

/** a student's order, as the order centre lists it */
export type StudentOrder = Order;
