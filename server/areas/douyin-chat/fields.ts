/** JSON schema fragments of the group-chat calls (docs/api.md "Douyin group chats"). */
import { CHAT_LIMITS as L } from '@shared/douyin-chat/rules.ts';
import { CUSTOMER_STATES, GROUP_STATUSES, MATCH_KINDS, type CustomerFilter, type CustomerState } from '@shared/douyin-chat/types.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { productRef } from '@server/areas/marketing/coupon-fields.ts';

const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;

export const groupFields = {
  name: { type: 'string', maxLength: 200 },
  description: cleanText(L.descriptionMax),
  product: { ...productRef, type: ['object', 'null'], default: null, [RULE_KEYWORD]: '必须是商品（kind、id）或 null' },
  member_limit: { type: 'integer', minimum: L.memberLimitMin, maximum: L.memberLimitMax, default: L.memberLimitDefault, [RULE_KEYWORD]: `必须是 ${L.memberLimitMin} 到 ${L.memberLimitMax} 的整数` },
  welcome: cleanText(L.welcomeMax),
  status: oneOf(GROUP_STATUSES),
} as const;
export const groupRequired = ['name', 'status'];
export const groupQuery = { keyword: { type: 'string', maxLength: L.keywordSearchMax }, status: oneOf(GROUP_STATUSES) } as const;

export const ruleFields = {
  keywords: {
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: L.keywordMax },
    minItems: L.keywordsMin,
    maxItems: L.keywordsMax,
    [RULE_KEYWORD]: `必须是 ${L.keywordsMin} 到 ${L.keywordsMax} 个关键词，每个不超过 ${L.keywordMax} 个字符`,
  },
  match: oneOf(MATCH_KINDS),
  reply: cleanText(L.replyMax),
  all_groups: { ...flag, default: 1 },
  group_ids: { type: 'array', items: idField, maxItems: L.groupsPerRule, default: [], [RULE_KEYWORD]: `必须是最多 ${L.groupsPerRule} 个群聊的 id` },
  enabled: { ...flag, default: 1 },
} as const;
export const ruleRequired = ['keywords', 'match', 'reply'];
export const ruleQuery = { keyword: { type: 'string', maxLength: L.keywordMax }, enabled: { type: 'integer', enum: [0, 1] } } as const;

export const devJoinFields = {
  group_id: idField,
  douyin_uid: { type: 'string', minLength: 1, maxLength: 64 },
  nickname: { type: 'string', maxLength: 40 },
  phone: { type: 'string', pattern: '^(1[0-9]{10})?$', default: '', [RULE_KEYWORD]: '必须是 11 位手机号' },
} as const;
export const devMessageFields = {
  group_id: idField,
  douyin_uid: { type: 'string', minLength: 1, maxLength: 64 },
  nickname: { type: 'string', maxLength: 40, default: '' },
  text: { type: 'string', minLength: 1, maxLength: L.messageMax },
} as const;
export const ruleTestFields = { text: { type: 'string', minLength: 1, maxLength: L.messageMax }, group_id: idField } as const;

export const customerQuery = {
  state: oneOf(CUSTOMER_STATES),
  group: idField,
  from: seconds,
  to: seconds,
  keyword: { type: 'string', maxLength: L.keywordSearchMax },
} as const;

export type CustomerParams = { state?: CustomerState; group?: number; from?: number; to?: number; keyword?: string };

export const customerFilterOf = (q: CustomerParams): CustomerFilter => ({
  ...(q.state ? { state: q.state } : {}),
  ...(q.group !== undefined ? { groupId: q.group } : {}),
  ...(q.from !== undefined ? { from: q.from } : {}),
  ...(q.to !== undefined ? { to: q.to } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
});
