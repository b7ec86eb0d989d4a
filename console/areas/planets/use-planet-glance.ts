import { chinaDay } from '@shared/planet-programs/rules.ts';
import { planetGlanceRecord } from '@shared/planets/resources.ts';
import type { PlanetGlance } from '@shared/planets/glance.ts';
import { useRecord } from '@console/kit/use-record.ts';

/** The planet's figures at a glance (today's, China time); null while loading or when one of them fails. */
export function usePlanetGlance(planetId: number): PlanetGlance | null {
  const day = chinaDay(Math.floor(Date.now() / 1000));
  return useRecord(planetGlanceRecord, { id: planetId, day }).data ?? null;
}
