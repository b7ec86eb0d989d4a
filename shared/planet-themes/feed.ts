/**
 * The feed's list state as the console keeps it in the address bar, and what it asks the server. The feed reads on
 * with 加载更多: its `page` is how many pages are shown, so a reload or a shared link shows as much as was read.
 */
import type { Page } from '@shared/api/types.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import type { PlanetTheme, ThemeListQuery } from './types.ts';

export const FEED_FILTERS = ['all', 'top', 'highlight', 'pending', 'hidden'] as const;
type FeedFilter = (typeof FEED_FILTERS)[number];

/** `topic` 0 is every topic, `keyword` '' no search */
export type FeedQuery = Paging & { filter: FeedFilter; topic: number; keyword: string };

/** The call for one page of the feed: a filter is a status, top or highlight (spec §9: status 1 unless told). */
export function themeListQuery(planetId: number, query: FeedQuery, page: number): ThemeListQuery {
  const { filter } = query;
  return {
    planet_id: planetId,
    page,
    pageSize: query.pageSize,
    ...(filter === 'top' ? { top: 1 } : {}),
    ...(filter === 'highlight' ? { highlight: 1 } : {}),
    ...(filter === 'pending' ? { status: 2 } : filter === 'hidden' ? { status: 0 } : {}),
    ...(query.topic ? { topic_id: query.topic } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
}

/** Pages read one after another as one list: each post once (a post may move to the next page meanwhile), the last total. */
export function joinPages(pages: readonly Page<PlanetTheme>[]): Page<PlanetTheme> {
  const seen = new Set<number>();
  const rows = pages.flatMap((page) => page.rows).filter((theme) => !seen.has(theme.id) && Boolean(seen.add(theme.id)));
  return { rows, totalCount: pages.at(-1)?.totalCount ?? 0 };
}
