/**
 * Planet member mode's own pages (issue 6; docs/api.md): activities, lives and their settings and
 * figures, the wiki, the roadmap, WeChat groups, the planet book and the members across the owner's planets.
 */
import type { ServiceContext } from './context.ts';
import type { PlanetAreaDeps } from './planet-area.ts';
import { createActivityService } from './planet-mode-activities.ts';
import { createBookService } from './planet-mode-book.ts';
import { createLiveService } from './planet-mode-lives.ts';
import { createRoadmapService } from './planet-mode-roadmap.ts';
import { createOwnerMemberService } from './planet-mode-users.ts';
import { createWikiService } from './planet-mode-wiki.ts';
import { createWxGroupService } from './planet-mode-wx-groups.ts';

export function createPlanetModeService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  return {
    activities: createActivityService(ctx, deps),
    lives: createLiveService(ctx, deps),
    wiki: createWikiService(ctx, deps),
    roadmap: createRoadmapService(ctx, deps),
    wxGroups: createWxGroupService(ctx, deps),
    book: createBookService(ctx, deps),
    members: createOwnerMemberService(ctx, deps),
  };
}

export type PlanetModeService = ReturnType<typeof createPlanetModeService>;
