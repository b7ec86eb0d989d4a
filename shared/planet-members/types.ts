/**
 * Planet members, refunds, statistics and the member-facing menu. Spec §3 "Member" names role, status
 * and description; the other fields and the status values are ours (docs/decisions.md).
 */

export type PlanetMemberRole = 'owner' | 'admin' | 'member';
/** the roles the owner can give: the owner's own row never changes */
export type AssignableMemberRole = Exclude<PlanetMemberRole, 'owner'>;

/** 1 active, 0 expired, 2 refunded, 3 blacklisted */
export type PlanetMemberStatus = 0 | 1 | 2 | 3;
export const MEMBER_STATUS = { expired: 0, active: 1, refunded: 2, blacklisted: 3 } as const satisfies Record<string, PlanetMemberStatus>;

export type PlanetMember = {
  id: number;
  planet_id: number;
  nickname: string;
  role: PlanetMemberRole;
  status: PlanetMemberStatus;
  description: string;
  /** masked, e.g. '138****1234'; '' when unknown */
  phone: string;
  /** fen */
  paid_amount: number;
  /** fen, 0 until refunded */
  refunded_amount: number;
  joined_at: number;
  /** null: the membership never ends */
  expires_at: number | null;
  ban_reason: string;
  banned_at: number | null;
};

export type MemberListQuery = {
  planet_id: number;
  page: number;
  pageSize: number;
  keyword?: string;
  role?: PlanetMemberRole;
  status?: PlanetMemberStatus;
  /** 1: only the blacklist; 0: everyone but the blacklist */
  blacklisted?: 0 | 1;
};

export type MemberRefundRecord = {
  id: number;
  member_id: number;
  nickname: string;
  /** fen, positive: what went back to the member */
  amount: number;
  paid_amount: number;
  reason: string;
  operator: string;
  created_at: number;
};

export type PlanetStatisticOverview = {
  members_total: number;
  members_active: number;
  members_new_today: number;
  members_new_7days: number;
  members_new_in_range: number;
  members_blacklisted: number;
  members_refunded: number;
  /** fen: join and renew income, all time and within the range */
  income_total: number;
  income_in_range: number;
  /** fen, positive: refunds paid back, all time and within the range */
  refund_total: number;
  refund_in_range: number;
  refund_count: number;
};

export type PlanetTrendDay = {
  /** 'YYYY-MM-DD', China time */
  date: string;
  new_members: number;
  /** fen */
  income: number;
  /** fen, positive */
  refunds: number;
};

/** the entries of a planet's member-facing home menu */
export const PLANET_MENU_KEYS = ['feed', 'highlight', 'column', 'punchcard', 'homework', 'ask', 'special', 'member'] as const;
export type PlanetMenuKey = (typeof PLANET_MENU_KEYS)[number];

export type PlanetMenuItem = { key: PlanetMenuKey; name: string; visible: 0 | 1 };
