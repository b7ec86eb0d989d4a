/**
 * What the console's screen kit knows of group chats: groups (with a group's members and messages),
 * auto-reply rules with 试一试, and potential customers with their filters in the address and the export.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Page } from '@shared/api/types.ts';
import { saveDownload } from '@shared/api/download.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { keywordsOf } from './rules.ts';
import {
  CUSTOMER_STATES,
  GROUP_STATUSES,
  type AutoReply,
  type AutoReplyInput,
  type ChatGroup,
  type ChatGroupInput,
  type CustomerFilter,
  type CustomerState,
  type GroupMember,
  type GroupMessage,
  type GroupProduct,
  type GroupStatus,
  type MatchKind,
  type PotentialCustomer,
} from './types.ts';

/** the group form: the linked product with its title, to show it */
export type ChatGroupForm = Omit<ChatGroupInput, 'product'> & { product: GroupProduct | null };

export const groupInputOf = (form: ChatGroupForm): ChatGroupInput => ({ ...form, product: form.product ? { kind: form.product.kind, id: form.product.id } : null });

export type GroupListState = Paging & { status: '' | GroupStatus; keyword: string };
export const GROUP_STATUS_CHOICES: readonly GroupListState['status'][] = ['', ...GROUP_STATUSES];

export const groupsResource: Resource<ChatGroup, GroupListState, ChatGroupForm> = {
  name: 'douyin-chat/groups',
  list: (q) => api.fetchGroups(q),
  create: (form) => api.createGroup(groupInputOf(form)),
  update: (row, form) => api.updateGroup(row.id, groupInputOf(form)),
  remove: (row) => api.deleteGroup(row.id),
  affects: ['douyin-chat/rules', 'douyin-chat/customers'],
};

/** Every group of the teacher (a rule's groups, the customers' filter, 试一试), at most 100. */
const ALL_GROUPS: GroupListState = { page: 1, pageSize: 100, status: '', keyword: '' };
export const allGroupsSource: RecordSource<ChatGroup[], { all: true }> = { name: 'douyin-chat/groups', read: async () => (await api.fetchGroups(ALL_GROUPS)).rows };

export const membersSource: RecordSource<Page<GroupMember>, { id: number; page: number; pageSize: number }> = {
  name: 'douyin-chat/members',
  read: (q) => api.fetchMembers(q.id, q.page, q.pageSize),
};
export const messagesSource: RecordSource<Page<GroupMessage>, { id: number; page: number; pageSize: number }> = {
  name: 'douyin-chat/messages',
  read: (q) => api.fetchMessages(q.id, q.page, q.pageSize),
};

/** the rule form: keywords as typed, one a line */
export type AutoReplyForm = { keywords: string; match: MatchKind; reply: string; all_groups: 0 | 1; group_ids: number[]; enabled: 0 | 1 };
export const ruleInputOf = (form: AutoReplyForm): AutoReplyInput => ({ ...form, keywords: keywordsOf(form.keywords), group_ids: form.all_groups ? [] : form.group_ids });
export const ruleFormOf = (rule: AutoReply | null): AutoReplyForm =>
  rule
    ? { keywords: rule.keywords.join('\n'), match: rule.match, reply: rule.reply, all_groups: rule.all_groups, group_ids: rule.group_ids, enabled: rule.enabled }
    : { keywords: '', match: 'contains', reply: '', all_groups: 1, group_ids: [], enabled: 1 };

export type RuleListState = Paging & { enabled: '' | '1' | '0'; keyword: string };
export const RULE_ENABLED_CHOICES: readonly RuleListState['enabled'][] = ['', '1', '0'];

export const rulesResource: Resource<AutoReply, RuleListState, AutoReplyForm> = {
  name: 'douyin-chat/rules',
  list: (q) => api.fetchRules({ page: q.page, pageSize: q.pageSize, keyword: q.keyword, ...(q.enabled ? { enabled: q.enabled === '1' ? 1 : 0 } : {}) }),
  create: (form) => api.createRule(ruleInputOf(form)),
  update: (row, form) => api.updateRule(row.id, ruleInputOf(form)),
  remove: (row) => api.deleteRule(row.id),
};

export const chatWrites = {
  enableRule: (id: number, enabled: 0 | 1) => api.enableRule(id, enabled),
  testRule: (text: string, groupId?: number) => api.testRule(text, groupId),
};
export const RULES_STALE = ['douyin-chat/rules'] as const;

/** /database/costomer's state in the address bar: '' is "any" */
export type CustomerListState = Paging & { state: '' | CustomerState; group: string; from: string; to: string; keyword: string };
export const CUSTOMER_STATE_CHOICES: readonly CustomerListState['state'][] = ['', ...CUSTOMER_STATES];

/** The list state as the calls' filter: dates as 00:00:00 and 23:59:59 China time. */
export function customerFilterOf(state: Omit<CustomerListState, 'page' | 'pageSize'>): CustomerFilter {
  return {
    ...(state.state ? { state: state.state } : {}),
    ...(/^[1-9]\d{0,9}$/.test(state.group) ? { groupId: Number(state.group) } : {}),
    ...(isCalendarDate(state.from) ? { from: dayStartSeconds(state.from) } : {}),
    ...(isCalendarDate(state.to) ? { to: dayEndSeconds(state.to) } : {}),
    ...(state.keyword.trim() ? { keyword: state.keyword.trim() } : {}),
  };
}

export const customersResource: Resource<PotentialCustomer, CustomerListState> = {
  name: 'douyin-chat/customers',
  list: (q) => api.fetchCustomers({ page: q.page, pageSize: q.pageSize, ...customerFilterOf(q) }),
};

export async function exportCustomers(state: CustomerListState): Promise<void> {
  saveDownload(await api.downloadCustomers(customerFilterOf(state)));
}
