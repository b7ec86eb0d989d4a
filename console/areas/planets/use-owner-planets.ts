import { keyOf, useQuery } from '@console/kit/data.ts';
import { planetsResource } from '@shared/planets/resources.ts';
import type { Planet } from '@shared/planets/types.ts';

const OWNER_PLANETS = { page: 1, pageSize: 50 };

/** The caller's planets (for filters and the planet of a new record); null while loading, [] when it failed. */
export function useOwnerPlanets(): Planet[] | null {
  const found = useQuery(keyOf(planetsResource.name, OWNER_PLANETS), () => planetsResource.list(OWNER_PLANETS));
  return found.data?.rows ?? (found.error ? [] : null);
}
