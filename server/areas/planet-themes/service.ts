/**
 * Planet themes (the feed), topics, columns, praise and collect (docs/api.md). Every call
 * checks that the planet, or the planet of the record it names, belongs to the caller (404 otherwise).
 */
import type { ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { createColumnService } from './columns.ts';
import { createThemeFeed } from './feed.ts';
import { createTopicService } from './topics.ts';

export function createPlanetThemeService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  return {
    themes: createThemeFeed(ctx, deps),
    topics: createTopicService(ctx, deps),
    columns: createColumnService(ctx, deps),
  };
}
