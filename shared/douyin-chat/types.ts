/**
 * Douyin group chats, keyword auto-replies and potential customers (spec §6 `hybrid_douyin_chat`). The
 * chats live on Douyin; these are the teacher's back-office records of them.
 */
import type { ProductKind, ProductRef } from '@shared/marketing/types.ts';

export const GROUP_STATUSES = ['open', 'closed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** a linked product with its title (empty once the product is deleted) */
export type GroupProduct = { kind: ProductKind; id: number; title: string; price: number };

export type ChatGroupInput = {
  name: string;
  description: string;
  product: ProductRef | null;
  member_limit: number;
  welcome: string;
  status: GroupStatus;
};

export type ChatGroup = Omit<ChatGroupInput, 'product'> & {
  id: number;
  product: GroupProduct | null;
  members_n: number;
  messages_n: number;
  created_at: number;
  updated_at: number;
};

export type GroupMember = { id: number; group_id: number; douyin_uid: string; nickname: string; phone: string; joined_at: number };

export type GroupMessage = {
  id: number;
  group_id: number;
  douyin_uid: string;
  nickname: string;
  text: string;
  /** 1: the auto-reply the server sent for the teacher */
  is_reply: 0 | 1;
  rule_id: number | null;
  created_at: number;
};

export const MATCH_KINDS = ['exact', 'contains'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export type AutoReplyInput = {
  keywords: string[];
  match: MatchKind;
  reply: string;
  /** 1: every group; 0: the groups of group_ids */
  all_groups: 0 | 1;
  group_ids: number[];
  enabled: 0 | 1;
};

export type AutoReply = AutoReplyInput & { id: number; groups: { id: number; name: string }[]; created_at: number; updated_at: number };

/** what 试一试 and the development message answer: the rule that answers, or none */
export type ReplyMatch = { rule: AutoReply | null; reply: string | null };

export const CUSTOMER_STATES = ['potential', 'converted'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export type PotentialCustomer = {
  douyin_uid: string;
  nickname: string;
  phone: string;
  source_group_id: number | null;
  source_group: string;
  first_contact_at: number;
  last_contact_at: number;
  messages_n: number;
  /** 1: an order with the teacher from their phone (已转化) */
  converted: 0 | 1;
};

export type CustomerFilter = { state?: CustomerState; groupId?: number; from?: number; to?: number; keyword?: string };
