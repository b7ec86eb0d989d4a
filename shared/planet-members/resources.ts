import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { PLANETS } from '@shared/planets/resources.ts';
import {
  banMember,
  fetchBlacklist,
  fetchMembers,
  fetchPlanetMenus,
  fetchRefunds,
  fetchStatisticOverview,
  fetchStatisticTrend,
  refundMember,
  savePlanetMenus,
  unbanMember,
  updateMember,
} from './client.ts';
import type { AssignableMemberRole, MemberRefundRecord, PlanetMember, PlanetMemberRole, PlanetMemberStatus, PlanetMenuItem, PlanetStatisticOverview, PlanetTrendDay } from './types.ts';

const PLANET_MEMBERS = 'planet-members';

/**
 * What a change to a membership makes stale: every member list, figure and refund of the area, and the planet
 * itself (its member count, its overview's figures).
 */
export const MEMBER_CHANGE_STALE = [PLANET_MEMBERS, PLANETS] as const;

/** The member tab's state in the address bar; `id` is the planet of the detail page. */
export type MemberListState = Paging & { id: number; keyword: string; role: 'all' | PlanetMemberRole; status: 'all' | `${PlanetMemberStatus}` };
export const MEMBER_ROLE_FILTERS = ['all', 'owner', 'admin', 'member'] as const;
export const MEMBER_STATUS_FILTERS = ['all', '1', '0', '2', '3'] as const;

export const membersResource: Resource<PlanetMember, MemberListState> = {
  name: `${PLANET_MEMBERS}/members`,
  affects: [PLANET_MEMBERS, PLANETS],
  list: (q) =>
    fetchMembers({
      planet_id: q.id,
      page: q.page,
      pageSize: q.pageSize,
      ...(q.keyword ? { keyword: q.keyword } : {}),
      ...(q.role === 'all' ? {} : { role: q.role }),
      ...(q.status === 'all' ? {} : { status: Number(q.status) as PlanetMemberStatus }),
    }),
};

export type BlacklistState = Paging & { id: number; keyword: string };
export const blacklistResource: Resource<PlanetMember, BlacklistState> = {
  name: `${PLANET_MEMBERS}/blacklist`,
  affects: [PLANET_MEMBERS, PLANETS],
  list: (q) => fetchBlacklist(q.id, q.page, q.pageSize, q.keyword),
};

export type RefundListState = Paging & { id: number };
export const refundsResource: Resource<MemberRefundRecord, RefundListState> = {
  name: `${PLANET_MEMBERS}/refunds`,
  list: (q) => fetchRefunds(q.id, q.page, q.pageSize),
};

/** The statistics of a planet over a period ('YYYY-MM-DD', China time). */
export type StatisticQuery = { id: number; start: string; end: string };
export const statisticOverviewRecord: RecordSource<PlanetStatisticOverview, StatisticQuery> = {
  name: `${PLANET_MEMBERS}/overview`,
  read: (q) => fetchStatisticOverview(q.id, q.start, q.end),
};
export const statisticTrendRecord: RecordSource<PlanetTrendDay[], StatisticQuery> = {
  name: `${PLANET_MEMBERS}/trend`,
  read: (q) => fetchStatisticTrend(q.id, q.start, q.end),
};

export const planetMenusRecord: RecordSource<PlanetMenuItem[], { id: number }> = {
  name: `${PLANET_MEMBERS}/menus`,
  read: (q) => fetchPlanetMenus(q.id),
};

/** The member writes; run them through the kit's `change(…, MEMBER_CHANGE_STALE)` (the menu: its own record). */
export const memberWrites = {
  setRole: (planetId: number, member: PlanetMember, role: AssignableMemberRole) => updateMember(planetId, member.id, { role }),
  describe: (planetId: number, member: PlanetMember, description: string) => updateMember(planetId, member.id, { description }),
  refund: (planetId: number, member: PlanetMember, amount: number, reason: string) => refundMember(planetId, member.id, amount, reason),
  ban: (planetId: number, member: PlanetMember, reason: string) => banMember(planetId, member.id, reason),
  unban: (planetId: number, member: PlanetMember) => unbanMember(planetId, member.id),
  saveMenus: (planetId: number, items: PlanetMenuItem[]) => savePlanetMenus(planetId, items),
};
