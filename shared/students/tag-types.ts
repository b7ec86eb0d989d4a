/**
 * Student tags (/user/tags): a tag is given by hand (bulk tagging on /user/index, the student's detail)
 * or is a rule the server evaluates when it reads: every condition set must hold. Money fen, times unix seconds.
 */
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { OrderChannel } from '@shared/orders/types.ts';

export const STUDENT_TAG_KINDS = ['manual', 'rule'] as const;
export type StudentTagKind = (typeof STUDENT_TAG_KINDS)[number];

/** a product a rule names: bought (paid, not wholly refunded) from the teacher */
export type TagProduct = { kind: ProductKind; id: number; title: string };

/** a rule's conditions; null (or no products) is "no such condition", and at least one is set */
export type TagRule = {
  /** spent at least (fen, paid − refunded) */
  spend_min: number | null;
  /** at least this many orders */
  orders_min: number | null;
  /** first ordered through this channel */
  channel: OrderChannel | null;
  /** bought at least one of these */
  products: TagProduct[];
};

export type StudentTag = {
  id: number;
  name: string;
  kind: StudentTagKind;
  /** null for a manual tag */
  rule: TagRule | null;
  /** the students who have it now */
  students_n: number;
  created_at: number;
  updated_at: number;
};

/** a tag as a student's row and detail show it */
export type StudentTagRef = { id: number; name: string; kind: StudentTagKind };

export type StudentTagInput = {
  name: string;
  kind: StudentTagKind;
  /** the rule of a rule tag (products by reference); ignored for a manual tag */
  rule: { spend_min: number | null; orders_min: number | null; channel: OrderChannel | null; products: { kind: ProductKind; id: number }[] } | null;
};

/** add (or remove) manual tags to (from) students */
export type TagAssignInput = { tag_ids: number[]; buyer_ids: number[]; remove: boolean };
