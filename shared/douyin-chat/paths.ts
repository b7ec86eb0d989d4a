/**
 * The group-chat calls (docs/api.md "Douyin group chats"). Spec §6 names the pages only: the paths are
 * ours. Every call answers 403 `未开通抖音群聊功能` while the account's hybrid_douyin_chat is not '1'. Groups and
 * auto-replies are in the 用户 module (`user`), potential customers in 数据中心 (`database`).
 */
const GROUPS = '/api/v3/user/groups';
const AUTOREPLY = '/api/v3/user/autoreply';
const CUSTOMERS = '/api/v3/database/costomer';

export const CHAT_PATHS = {
  /** GET page, pageSize, keyword?, status? → rows ChatGroup */
  groups: `${GROUPS}/findList`,
  /** POST ChatGroupInput → ChatGroup */
  groupCreate: `${GROUPS}/create`,
  /** POST {id, …ChatGroupInput} → ChatGroup */
  groupUpdate: `${GROUPS}/update`,
  /** POST {id}: the group with its members and messages */
  groupDelete: `${GROUPS}/delete`,
  /** GET id, page, pageSize → rows GroupMember, newest first */
  members: `${GROUPS}/members`,
  /** GET id, page, pageSize → rows GroupMessage, newest first */
  messages: `${GROUPS}/messages`,
  /** POST {group_id, douyin_uid, nickname, phone?}: development only, a member joins on Douyin → GroupMember */
  devJoin: `${GROUPS}/dev/join`,
  /** POST {group_id, douyin_uid, nickname?, text}: development only, a message arrives → ReplyMatch */
  devMessage: `${GROUPS}/dev/message`,
  /** GET page, pageSize, keyword?, enabled? → rows AutoReply */
  rules: `${AUTOREPLY}/findList`,
  /** POST AutoReplyInput → AutoReply */
  ruleCreate: `${AUTOREPLY}/create`,
  /** POST {id, …AutoReplyInput} → AutoReply */
  ruleUpdate: `${AUTOREPLY}/update`,
  /** POST {id} */
  ruleDelete: `${AUTOREPLY}/delete`,
  /** POST {id, enabled} → AutoReply */
  ruleEnable: `${AUTOREPLY}/enable`,
  /** POST {text, group_id?} → ReplyMatch: which rule would answer (试一试), nothing recorded */
  ruleTest: `${AUTOREPLY}/test`,
  /** GET page, pageSize, state?, group?, from?, to?, keyword? → rows PotentialCustomer */
  customers: `${CUSTOMERS}/findList`,
  /** GET the list's filters → .xlsx */
  customersExport: `${CUSTOMERS}/export`,
} as const;
