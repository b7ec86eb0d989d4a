/**
 * What every planet area's service (themes, programs, members, planet mode) is built with: the planets service,
 * to check that a planet belongs to the caller, the content check of spec §5, and the media URL signer.
 */
import type { ContentChecker } from '@server/content/sensitive-words.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import type { PlanetService } from './service.ts';

export type PlanetAreaDeps = {
  planets: PlanetService;
  content: ContentChecker;
  tokens: MediaTokens;
};
