/**
 * Planet member mode's own pages (docs/api.md): activities, lives and their settings and
 * figures, the wiki, the roadmap, WeChat groups, the planet book and the members across the owner's planets.
 */
import type { ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { createActivityService } from './activities.ts';
import { createBookService } from './book.ts';
import { createLiveService } from './lives.ts';
import { createRoadmapService } from './roadmap.ts';
import { createOwnerMemberService } from './users.ts';
import { createWikiService } from './wiki.ts';
import { createWxGroupService } from './wx-groups.ts';

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
