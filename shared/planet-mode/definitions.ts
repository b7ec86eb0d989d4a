/**
 * Planet member mode's plain resources: activities, lives and wiki articles, each listed a page at a time and
 * created, edited and deleted by id. In every list `planet_id` narrows it to one of the owner's planets.
 */
import { defineResource } from '@shared/api/resource-definition.ts';
import { Id, Type } from '@shared/api/schema.ts';
import { MODE_LIMITS } from './limits.ts';
import { PLANET_MODE_BASES as BASES } from './paths.ts';
import { ActivityInput, LiveInput, PlanetActivity, PlanetLive, TimeStatus, WikiArticle, WikiInput } from './types.ts';

const planetFilter = { planet_id: Type.Optional(Id) };
const keyword = Type.Optional(Type.String({ maxLength: 100 }));

/** by start, latest first; the keyword looks in titles */
export const activities = defineResource({
  base: BASES.activity,
  record: PlanetActivity,
  input: ActivityInput,
  query: { ...planetFilter, status: Type.Optional(TimeStatus), keyword },
});

/** by start, latest first */
export const lives = defineResource({ base: BASES.live, record: PlanetLive, input: LiveInput, query: { ...planetFilter, status: Type.Optional(TimeStatus) } });

/** newest change first; the keyword looks in titles and contents; `data.categories` are the owner's categories */
export const wikiArticles = defineResource({
  base: BASES.wiki,
  record: WikiArticle,
  input: WikiInput,
  query: { ...planetFilter, keyword, category: Type.Optional(Type.String({ maxLength: MODE_LIMITS.categoryMax })) },
  listData: Type.Object({ categories: Type.Array(Type.String()) }),
});
