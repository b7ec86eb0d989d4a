/**
 * What every planet area's service (themes, programs, members, planet mode) is built with: the planets service,
 * to check that a planet belongs to the caller, and the media URL signer (the content check of spec §5 is declared
 * on the request schemas: server/content/clean-text.ts).
 */
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import type { PlanetService } from './service.ts';

export type PlanetAreaDeps = {
  planets: PlanetService;
  tokens: MediaTokens;
};

/** What a planet area's manifest needs of the services built before it. */
export type PlanetAreaNeeds = { planets: PlanetService; materials: Pick<MaterialServices, 'tokens'> };

export const planetAreaDeps = (built: PlanetAreaNeeds): PlanetAreaDeps => ({ planets: built.planets, tokens: built.materials.tokens });
