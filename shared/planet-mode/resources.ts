import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { createWiki, deleteWiki, fetchWiki, updateWiki } from './client.ts';
import type { WikiArticle, WikiInput } from './types.ts';

/** /p/planet/wiki's list state: 0 is every planet, '' every category */
export type WikiQuery = Paging & { planet: number; category: string; keyword: string };

export const wikiResource: Resource<WikiArticle, WikiQuery, WikiInput, { categories: string[] }> = {
  name: 'planet-mode/wiki',
  list: (q) => fetchWiki({ page: q.page, pageSize: q.pageSize, planetId: q.planet || undefined, keyword: q.keyword, category: q.category }),
  create: createWiki,
  update: (row, input) => updateWiki(row.id, input),
  remove: (row) => deleteWiki(row.id),
};
