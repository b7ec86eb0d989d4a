/** Tables of the douyin-chat area, merged into Database in server/db/schema.ts. Times unix seconds. */
import type { Generated } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { GroupStatus, MatchKind } from '@shared/douyin-chat/types.ts';

/** a teacher's Douyin fan group; members_n and messages_n kept by the service */
export interface DouyinGroupsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  product_kind: ProductKind | null;
  product_id: number | null;
  member_limit: number;
  welcome: string;
  status: GroupStatus;
  members_n: number;
  messages_n: number;
  created_at: number;
  updated_at: number;
}

interface DouyinGroupMembersTable {
  id: Generated<number>;
  owner_id: number;
  group_id: number;
  douyin_uid: string;
  nickname: string;
  phone: string;
  joined_at: number;
}

interface DouyinMessagesTable {
  id: Generated<number>;
  owner_id: number;
  group_id: number;
  douyin_uid: string;
  nickname: string;
  text: string;
  is_reply: 0 | 1;
  rule_id: number | null;
  created_at: number;
}

/** a keyword auto-reply rule; keywords one a line */
export interface DouyinAutorepliesTable {
  id: Generated<number>;
  owner_id: number;
  keywords: string;
  match: MatchKind;
  reply: string;
  all_groups: 0 | 1;
  enabled: 0 | 1;
  created_at: number;
  updated_at: number;
}

interface DouyinAutoreplyGroupsTable {
  rule_id: number;
  group_id: number;
}

/** one per teacher and Douyin user who joined a group or messaged: the potential customers' figures */
export interface DouyinContactsTable {
  owner_id: number;
  douyin_uid: string;
  nickname: string;
  phone: string;
  source_group_id: number | null;
  first_contact_at: number;
  last_contact_at: number;
  messages_n: number;
}

export interface DouyinChatTables {
  douyin_groups: DouyinGroupsTable;
  douyin_group_members: DouyinGroupMembersTable;
  douyin_messages: DouyinMessagesTable;
  douyin_autoreplies: DouyinAutorepliesTable;
  douyin_autoreply_groups: DouyinAutoreplyGroupsTable;
  douyin_contacts: DouyinContactsTable;
}
