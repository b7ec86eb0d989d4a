/**
 * A planet's feed, topics and columns as the console's screen kit sees them. A planet's records are their own
 * cache entries (`planet-themes/feed/12`); a change names the records of every planet (`planet-themes/feed`), and
 * each screen showing some of them fetches them again.
 */
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import {
  createColumn,
  createTheme,
  createTopic,
  deleteColumn,
  deleteTheme,
  deleteTopic,
  fetchActiveTopics,
  fetchColumns,
  fetchColumnThemes,
  fetchThemes,
  fetchTopicPage,
  relateColumnThemes,
  relateThemeTopics,
  sortTopics,
  toggleCollect,
  togglePraise,
  unrelateColumnThemes,
  unrelateThemeTopics,
  updateColumn,
  updateTheme,
  updateTopic,
} from './client.ts';
import { joinPages, themeListQuery, type FeedQuery } from './feed.ts';
import { TOPIC_LIMITS } from './rules.ts';
import type { ColumnStatus, PlanetColumn, PlanetTheme, PlanetTopic, ThemeCreateInput, ThemeUpdateInput, TopicStatus } from './types.ts';

const THEME_RESOURCES = {
  feed: 'planet-themes/feed',
  topics: 'planet-themes/topics',
  activeTopics: 'planet-themes/active-topics',
  columns: 'planet-themes/columns',
  columnThemes: 'planet-themes/column-themes',
} as const;

/** What a post may be changed in: its text, media and topics, or its status, top and highlight. */
type ThemeChange = Omit<ThemeUpdateInput, 'id'>;

export type FeedResource = Resource<PlanetTheme, FeedQuery, ThemeChange> & {
  /** writes a new post */
  publish: (input: Omit<ThemeCreateInput, 'planet_id'>) => Promise<PlanetTheme>;
  update: (theme: PlanetTheme, input: ThemeChange) => Promise<PlanetTheme>;
};

/** The feed as far as it was read (pages 1 to `page`, see feed.ts). */
export const feedResource = (planetId: number): FeedResource => ({
  name: `${THEME_RESOURCES.feed}/${planetId}`,
  list: async (q) => joinPages(await Promise.all(Array.from({ length: q.page }, (_, index) => fetchThemes(themeListQuery(planetId, q, index + 1))))),
  publish: (input) => createTheme({ planet_id: planetId, ...input }),
  update: (theme, input) => updateTheme({ id: theme.id, ...input }),
  remove: (theme) => deleteTheme(theme.id),
  // topics and columns count their posts
  affects: [THEME_RESOURCES.topics, THEME_RESOURCES.columns, THEME_RESOURCES.columnThemes],
});

/** What a post offers besides edit and delete: praise and collect (toggles), topics added or taken off. */
export const themeMarks = {
  praise: (theme: PlanetTheme) => togglePraise(theme.id),
  collect: (theme: PlanetTheme) => toggleCollect(theme.id),
  relateTopics: (theme: PlanetTheme, topicIds: number[]) => relateThemeTopics(theme.id, topicIds),
  unrelateTopic: (theme: PlanetTheme, topicId: number) => unrelateThemeTopics(theme.id, [topicId]),
};

/** A topic's name and switches, as its form edits them. */
export type TopicDraft = { name: string; show_timeline: 0 | 1; member_use: 0 | 1; status: TopicStatus };

/** Every topic of the planet, enabled and disabled, in their order: the order is saved as one list. */
async function allTopics(planetId: number): Promise<PlanetTopic[]> {
  const rows: PlanetTopic[] = [];
  for (const status of [1, 0] as TopicStatus[]) {
    for (let page = 1; ; page += 1) {
      const found = await fetchTopicPage(planetId, status, page, TOPIC_LIMITS.pageSizeMax);
      rows.push(...found.rows);
      if (page * TOPIC_LIMITS.pageSizeMax >= found.totalCount) break;
    }
  }
  return rows.sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export const topicsResource = (planetId: number): Resource<PlanetTopic, object, TopicDraft> => ({
  name: `${THEME_RESOURCES.topics}/${planetId}`,
  list: async () => {
    const rows = await allTopics(planetId);
    return { rows, totalCount: rows.length };
  },
  create: (draft) => createTopic({ planet_id: planetId, ...draft }),
  update: (topic, draft) => updateTopic({ id: topic.id, ...draft }),
  remove: (topic) => deleteTopic(topic.id),
  // the feed names a post's topics and offers the active ones
  affects: [THEME_RESOURCES.feed, THEME_RESOURCES.activeTopics],
});

/** The planet's topics in the order of `ids` (every topic, each once). */
export const sortPlanetTopics = (planetId: number, ids: number[]) => sortTopics(planetId, ids);

/** The active topics, in order (pickers and the feed's topic filter). */
export const activeTopicsResource = (planetId: number): Resource<PlanetTopic, object> => ({
  name: `${THEME_RESOURCES.activeTopics}/${planetId}`,
  list: async () => {
    const rows = await fetchActiveTopics(planetId);
    return { rows, totalCount: rows.length };
  },
});

export type ColumnQuery = Paging;
export type ColumnDraft = { title: string };

export const columnsResource = (planetId: number): Resource<PlanetColumn, ColumnQuery, ColumnDraft> => ({
  name: `${THEME_RESOURCES.columns}/${planetId}`,
  list: (q) => fetchColumns(planetId, q.page, q.pageSize),
  create: (draft) => createColumn({ planet_id: planetId, ...draft }),
  update: (column, draft) => updateColumn({ id: column.id, ...draft }),
  remove: (column) => deleteColumn(column.id),
});

/** Publish (1) or hide (0) a column. */
export const setColumnStatus = (column: PlanetColumn, status: ColumnStatus) => updateColumn({ id: column.id, status });

/** A column's posts (relationList, spec §9: 100 a page); `add` and `take` change them. */
export const columnThemesResource = (columnId: number): Resource<PlanetTheme, object> & {
  add: (theme: PlanetTheme) => Promise<PlanetColumn>;
  take: (theme: PlanetTheme) => Promise<PlanetColumn>;
} => ({
  name: `${THEME_RESOURCES.columnThemes}/${columnId}`,
  list: () => fetchColumnThemes(columnId),
  add: (theme) => relateColumnThemes(columnId, [theme.id]),
  take: (theme) => unrelateColumnThemes(columnId, [theme.id]),
  affects: [THEME_RESOURCES.columns],
});
