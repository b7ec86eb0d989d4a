import { PLANET_MEMBER_PATHS as PATHS } from './paths.ts';
import type {
  AssignableMemberRole,
  MemberListQuery,
  MemberRefund,
  MemberRefundRecord,
  PlanetMember,
  PlanetMenuItem,
  PlanetStatisticOverview,
  PlanetTrendDay,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/** The planet member, blacklist, statistics and menu calls (docs/api.md). */


export async function fetchMembers(query: MemberListQuery): Promise<Page<PlanetMember>> {
  return pageOf(await api().get(PATHS.findList, query));
}

export async function updateMember(planetId: number, id: number, changes: { role?: AssignableMemberRole; description?: string }): Promise<PlanetMember> {
  return dataOf(await api().postJson<PlanetMember>(PATHS.update, { planet_id: planetId, id, ...changes }));
}

export async function refundMember(planetId: number, id: number, amount: number, reason: string): Promise<MemberRefund> {
  return dataOf(await api().postJson<MemberRefund>(PATHS.refund, { planet_id: planetId, id, amount, reason }));
}

export async function fetchRefunds(planetId: number, page: number, pageSize: number): Promise<Page<MemberRefundRecord>> {
  return pageOf(await api().get(PATHS.refundList, { planet_id: planetId, page, pageSize }));
}

export async function banMember(planetId: number, id: number, reason: string): Promise<PlanetMember> {
  return dataOf(await api().postJson<PlanetMember>(PATHS.ban, { planet_id: planetId, id, reason }));
}

export async function unbanMember(planetId: number, id: number): Promise<PlanetMember> {
  return dataOf(await api().postJson<PlanetMember>(PATHS.unban, { planet_id: planetId, id }));
}

export async function fetchBlacklist(planetId: number, page: number, pageSize: number, keyword = ''): Promise<Page<PlanetMember>> {
  return pageOf(await api().get(PATHS.blacklist, { planet_id: planetId, page, pageSize, keyword }));
}

/** `start`, `end`: 'YYYY-MM-DD' (spec §9: the server takes them as 00:00:00 and 23:59:59) */
export async function fetchStatisticOverview(planetId: number, start: string, end: string): Promise<PlanetStatisticOverview> {
  return dataOf(await api().get<PlanetStatisticOverview>(PATHS.overview, { planet_id: planetId, start, end }));
}

export async function fetchStatisticTrend(planetId: number, start: string, end: string): Promise<PlanetTrendDay[]> {
  return pageOf<PlanetTrendDay>(await api().get(PATHS.trend, { planet_id: planetId, start, end })).rows;
}

export async function fetchPlanetMenus(planetId: number): Promise<PlanetMenuItem[]> {
  return pageOf<PlanetMenuItem>(await api().get(PATHS.menus, { planet_id: planetId })).rows;
}

export async function savePlanetMenus(planetId: number, items: PlanetMenuItem[]): Promise<PlanetMenuItem[]> {
  return pageOf<PlanetMenuItem>(await api().postJson(PATHS.updateMenus, { planet_id: planetId, items })).rows;
}
