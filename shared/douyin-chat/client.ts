/** The group-chat calls (docs/api.md "Douyin group chats"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { CHAT_PATHS as PATHS } from './paths.ts';
import type { AutoReply, AutoReplyInput, ChatGroup, ChatGroupInput, CustomerFilter, GroupMember, GroupMessage, GroupStatus, PotentialCustomer, ReplyMatch } from './types.ts';

export const fetchGroups = async (q: { page: number; pageSize: number; keyword?: string; status?: GroupStatus | '' }): Promise<Page<ChatGroup>> =>
  pageOf<ChatGroup>(await api().get(PATHS.groups, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined, status: q.status || undefined }));
export const createGroup = async (input: ChatGroupInput): Promise<ChatGroup> => dataOf(await api().postJson(PATHS.groupCreate, input));
export const updateGroup = async (id: number, input: ChatGroupInput): Promise<ChatGroup> => dataOf(await api().postJson(PATHS.groupUpdate, { id, ...input }));
export const deleteGroup = async (id: number): Promise<void> => {
  await api().postJson(PATHS.groupDelete, { id });
};
export const fetchMembers = async (id: number, page: number, pageSize: number): Promise<Page<GroupMember>> => pageOf<GroupMember>(await api().get(PATHS.members, { id, page, pageSize }));
export const fetchMessages = async (id: number, page: number, pageSize: number): Promise<Page<GroupMessage>> => pageOf<GroupMessage>(await api().get(PATHS.messages, { id, page, pageSize }));

export const fetchRules = async (q: { page: number; pageSize: number; keyword?: string; enabled?: 0 | 1 }): Promise<Page<AutoReply>> =>
  pageOf<AutoReply>(await api().get(PATHS.rules, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined, enabled: q.enabled }));
export const createRule = async (input: AutoReplyInput): Promise<AutoReply> => dataOf(await api().postJson(PATHS.ruleCreate, input));
export const updateRule = async (id: number, input: AutoReplyInput): Promise<AutoReply> => dataOf(await api().postJson(PATHS.ruleUpdate, { id, ...input }));
export const deleteRule = async (id: number): Promise<void> => {
  await api().postJson(PATHS.ruleDelete, { id });
};
export const enableRule = async (id: number, enabled: 0 | 1): Promise<AutoReply> => dataOf(await api().postJson(PATHS.ruleEnable, { id, enabled }));
export const testRule = async (text: string, groupId?: number): Promise<ReplyMatch> => dataOf(await api().postJson(PATHS.ruleTest, { text, ...(groupId ? { group_id: groupId } : {}) }));

const customerParams = (f: CustomerFilter) => ({ state: f.state, group: f.groupId, from: f.from, to: f.to, keyword: f.keyword || undefined });
export const fetchCustomers = async (q: CustomerFilter & { page: number; pageSize: number }): Promise<Page<PotentialCustomer>> =>
  pageOf<PotentialCustomer>(await api().get(PATHS.customers, { page: q.page, pageSize: q.pageSize, ...customerParams(q) }));
export const downloadCustomers = (f: CustomerFilter): Promise<Download> => fetchDownload(PATHS.customersExport, customerParams(f), 'customers.xlsx');
