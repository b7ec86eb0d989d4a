import { PLANET_PATHS } from './paths.ts';
import type { Planet, PlanetAuditStatus, PlanetInput, PlanetSettings } from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/** The planet calls (docs/api.md "Planets"). */

export type PlanetPage = Page<Planet>;
export type PlanetListQuery = { page: number; pageSize: number; keyword?: string; auditStatus?: PlanetAuditStatus };

export async function fetchPlanets(query: PlanetListQuery): Promise<PlanetPage> {
  const answer = await api().get(PLANET_PATHS.findList, {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    audit_status: query.auditStatus,
  });
  return pageOf<Planet>(answer);
}

export async function fetchPlanet(id: number): Promise<Planet> {
  return dataOf(await api().get<Planet>(PLANET_PATHS.show(id)));
}

export async function createPlanet(input: PlanetInput): Promise<number> {
  return dataOf(await api().postJson<{ id: number }>(PLANET_PATHS.create, input)).id;
}

export async function updatePlanet(id: number, input: PlanetInput): Promise<Planet> {
  return dataOf(await api().postJson<Planet>(PLANET_PATHS.update, { id, ...input }));
}

/** Sends a draft (startAudit) or a rejected planet (retryAudit) for review. */
export async function submitPlanetForReview(planet: Pick<Planet, 'id' | 'audit_status'>): Promise<Planet> {
  const path = planet.audit_status === 3 ? PLANET_PATHS.retryAudit : PLANET_PATHS.startAudit;
  return dataOf(await api().postJson<Planet>(path, { id: planet.id }));
}

export async function updatePlanetSettings(id: number, settings: Partial<PlanetSettings>): Promise<PlanetSettings> {
  return dataOf(await api().postJson<PlanetSettings>(PLANET_PATHS.updateSettings, { id, settings }));
}
