import type { Resource } from '@shared/api/resource.ts';
import { fetchPlanets, type PlanetListQuery } from './client.ts';
import type { Planet } from './types.ts';

/** The caller's planets: for planet filters and the planet a new record belongs to. */
export const planetsResource: Resource<Planet, PlanetListQuery> = {
  name: 'planets',
  list: fetchPlanets,
};
