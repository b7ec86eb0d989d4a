import { useEffect, useState } from 'react';
import { fetchPlanets } from '@shared/planets/client.ts';
import type { Planet } from '@shared/planets/types.ts';

/** The caller's planets (for filters and the planet of a new record); null while loading. */
export function useOwnerPlanets(): Planet[] | null {
  const [planets, setPlanets] = useState<Planet[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchPlanets({ page: 1, pageSize: 50 }).then(
      (found) => current && setPlanets(found.rows),
      () => current && setPlanets([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return planets;
}
