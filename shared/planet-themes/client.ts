import { COLUMN_PATHS, THEME_PATHS, TOPIC_PATHS } from './paths.ts';
import type {
  ColumnCreateInput,
  ColumnStatus,
  ColumnUpdateInput,
  PlanetColumn,
  PlanetTheme,
  PlanetTopic,
  ThemeCreateInput,
  ThemeListQuery,
  ThemeUpdateInput,
  Toggled,
  TopicCreateInput,
  TopicStatus,
  TopicUpdateInput,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/** The theme, topic and column calls of a planet (docs/api.md). */



export async function fetchThemes(query: ThemeListQuery): Promise<Page<PlanetTheme>> {
  return pageOf(await api().get(THEME_PATHS.findList, { ...query }));
}

export async function createTheme(input: ThemeCreateInput): Promise<PlanetTheme> {
  return dataOf(await api().postJson<PlanetTheme>(THEME_PATHS.create, input));
}

export async function updateTheme(input: ThemeUpdateInput): Promise<PlanetTheme> {
  // the client drops '' (spec §5), which would keep the old text: a blank clears it (the server trims)
  const body = input.content === '' ? { ...input, content: ' ' } : input;
  return dataOf(await api().postJson<PlanetTheme>(THEME_PATHS.update, body));
}

export async function deleteTheme(id: number): Promise<void> {
  await api().postJson(THEME_PATHS.delete, { id });
}

export async function relateThemeTopics(id: number, topicIds: number[]): Promise<PlanetTheme> {
  return dataOf(await api().postJson<PlanetTheme>(THEME_PATHS.relateTopic, { id, topic_ids: topicIds }));
}

export async function unrelateThemeTopics(id: number, topicIds: number[]): Promise<PlanetTheme> {
  return dataOf(await api().postJson<PlanetTheme>(THEME_PATHS.unrelateTopic, { id, topic_ids: topicIds }));
}

export async function togglePraise(themeId: number): Promise<Toggled> {
  return dataOf(await api().postJson<Toggled>(THEME_PATHS.praise, { theme_id: themeId }));
}

export async function toggleCollect(themeId: number): Promise<Toggled> {
  return dataOf(await api().postJson<Toggled>(THEME_PATHS.collect, { theme_id: themeId }));
}

export async function fetchTopicPage(planetId: number, status: TopicStatus, page: number, pageSize: number): Promise<Page<PlanetTopic>> {
  return pageOf(await api().get(TOPIC_PATHS.findList, { planet_id: planetId, status, page, pageSize }));
}

/** Every active topic of the planet, in order (pickers). */
export async function fetchActiveTopics(planetId: number): Promise<PlanetTopic[]> {
  return pageOf<PlanetTopic>(await api().get(TOPIC_PATHS.list, { planet_id: planetId })).rows;
}

export async function createTopic(input: TopicCreateInput): Promise<PlanetTopic> {
  return dataOf(await api().postJson<PlanetTopic>(TOPIC_PATHS.create, input));
}

export async function updateTopic(input: TopicUpdateInput): Promise<PlanetTopic> {
  return dataOf(await api().postJson<PlanetTopic>(TOPIC_PATHS.update, input));
}

export async function deleteTopic(id: number): Promise<void> {
  await api().postJson(TOPIC_PATHS.delete, { id });
}

export async function sortTopics(planetId: number, ids: number[]): Promise<PlanetTopic[]> {
  return pageOf<PlanetTopic>(await api().postJson(TOPIC_PATHS.updateSort, { planet_id: planetId, ids })).rows;
}

export async function fetchColumns(planetId: number, page: number, pageSize: number, status?: ColumnStatus): Promise<Page<PlanetColumn>> {
  return pageOf(await api().get(COLUMN_PATHS.findList, { planet_id: planetId, page, pageSize, status }));
}

export async function createColumn(input: ColumnCreateInput): Promise<PlanetColumn> {
  return dataOf(await api().postJson<PlanetColumn>(COLUMN_PATHS.create, input));
}

export async function updateColumn(input: ColumnUpdateInput): Promise<PlanetColumn> {
  return dataOf(await api().postJson<PlanetColumn>(COLUMN_PATHS.update, input));
}

export async function deleteColumn(id: number): Promise<void> {
  await api().postJson(COLUMN_PATHS.delete, { id });
}

export async function fetchColumnThemes(columnId: number, page = 1): Promise<Page<PlanetTheme>> {
  return pageOf(await api().get(COLUMN_PATHS.relationList, { column_id: columnId, page }));
}

export async function relateColumnThemes(columnId: number, themeIds: number[]): Promise<PlanetColumn> {
  return dataOf(await api().postJson<PlanetColumn>(COLUMN_PATHS.relate, { column_id: columnId, theme_ids: themeIds }));
}

export async function unrelateColumnThemes(columnId: number, themeIds: number[]): Promise<PlanetColumn> {
  return dataOf(await api().postJson<PlanetColumn>(COLUMN_PATHS.unrelate, { column_id: columnId, theme_ids: themeIds }));
}
