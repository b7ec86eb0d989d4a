/**
 * Planet members, refunds, statistics and the member-facing menu, as schemas: the server validates with the
 * query and the menu and declares the records as its answers. Spec §3 "Member" names role, status and
 * description; the other fields and the status values are ours (docs/decisions.md).
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { MEMBER_LIMITS } from './limits.ts';

export const PlanetMemberRole = Type.Enum(['owner', 'admin', 'member'], { type: 'string', [RULE_KEYWORD]: '必须是 owner、admin 或 member' });
export type PlanetMemberRole = Static<typeof PlanetMemberRole>;
/** the roles the owner can give: the owner's own row never changes */
export const AssignableMemberRole = Type.Enum(['admin', 'member'], { type: 'string', [RULE_KEYWORD]: '必须是 admin 或 member' });
export type AssignableMemberRole = Static<typeof AssignableMemberRole>;

/** 1 active, 0 expired, 2 refunded, 3 blacklisted */
export const PlanetMemberStatus = Type.Enum([0, 1, 2, 3], { type: 'integer', [RULE_KEYWORD]: '必须是 0、1、2 或 3' });
export type PlanetMemberStatus = Static<typeof PlanetMemberStatus>;
export const MEMBER_STATUS = { expired: 0, active: 1, refunded: 2, blacklisted: 3 } as const satisfies Record<string, PlanetMemberStatus>;

export const PlanetMember = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  nickname: Type.String(),
  role: PlanetMemberRole,
  status: PlanetMemberStatus,
  description: Type.String(),
  /** masked, e.g. '138****1234'; '' when unknown */
  phone: Type.String(),
  /** fen */
  paid_amount: Type.Integer(),
  /** fen, 0 until refunded */
  refunded_amount: Type.Integer(),
  joined_at: Seconds,
  /** null: the membership never ends */
  expires_at: Type.Union([Seconds, Type.Null()]),
  ban_reason: Type.String(),
  banned_at: Type.Union([Seconds, Type.Null()]),
});
export type PlanetMember = Static<typeof PlanetMember>;

/** a page of a planet's lists: 10 rows unless asked */
export const memberPaging = {
  page: Type.Integer({ minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' }),
  pageSize: Type.Integer({ minimum: 1, maximum: MEMBER_LIMITS.pageSizeMax, default: 10, [RULE_KEYWORD]: `必须是 1 到 ${MEMBER_LIMITS.pageSizeMax} 之间的整数` }),
};
export const memberKeyword = Type.String({ maxLength: MEMBER_LIMITS.keywordMax });

export const MemberListQuery = Type.Object({
  planet_id: Id,
  ...memberPaging,
  keyword: Type.Optional(memberKeyword),
  role: Type.Optional(PlanetMemberRole),
  status: Type.Optional(PlanetMemberStatus),
  /** 1: only the blacklist; 0: everyone but the blacklist */
  blacklisted: Type.Optional(Flag()),
});
export type MemberListQuery = Static<typeof MemberListQuery>;

export const MemberRefundRecord = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  nickname: Type.String(),
  /** fen, positive: what went back to the member */
  amount: Type.Integer(),
  paid_amount: Type.Integer(),
  reason: Type.String(),
  operator: Type.String(),
  created_at: Seconds,
});
export type MemberRefundRecord = Static<typeof MemberRefundRecord>;

/** a refund's answer: the member after it and the record of it */
export const MemberRefund = Type.Object({ member: PlanetMember, refund: MemberRefundRecord });
export type MemberRefund = Static<typeof MemberRefund>;

export const PlanetStatisticOverview = Type.Object({
  members_total: Type.Integer(),
  members_active: Type.Integer(),
  members_new_today: Type.Integer(),
  members_new_7days: Type.Integer(),
  members_new_in_range: Type.Integer(),
  members_blacklisted: Type.Integer(),
  members_refunded: Type.Integer(),
  /** fen: join and renew income, all time and within the range */
  income_total: Type.Integer(),
  income_in_range: Type.Integer(),
  /** fen, positive: refunds paid back, all time and within the range */
  refund_total: Type.Integer(),
  refund_in_range: Type.Integer(),
  refund_count: Type.Integer(),
});
export type PlanetStatisticOverview = Static<typeof PlanetStatisticOverview>;

export const PlanetTrendDay = Type.Object({
  /** 'YYYY-MM-DD', China time */
  date: Type.String(),
  new_members: Type.Integer(),
  /** fen */
  income: Type.Integer(),
  /** fen, positive */
  refunds: Type.Integer(),
});
export type PlanetTrendDay = Static<typeof PlanetTrendDay>;

/** the entries of a planet's member-facing home menu */
export const PLANET_MENU_KEYS = ['feed', 'highlight', 'column', 'punchcard', 'homework', 'ask', 'special', 'member'] as const;
export const PlanetMenuKey = Type.Enum([...PLANET_MENU_KEYS], { type: 'string', [RULE_KEYWORD]: `必须是 ${PLANET_MENU_KEYS.join('、')} 之一` });
export type PlanetMenuKey = Static<typeof PlanetMenuKey>;

/** the menu's names are checked by rules.ts (menuProblems), past the schema's wide limit */
export const PlanetMenuItem = Type.Object({ key: PlanetMenuKey, name: cleanText(50), visible: Flag() });
export type PlanetMenuItem = Static<typeof PlanetMenuItem>;
