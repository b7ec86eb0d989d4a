const THEME = '/api/v4/theme';
const TOPIC = '/api/v4/planetTopic';
const COLUMN = '/api/v4/planetColumn';

/**
 * Theme calls. Spec §7 names findList, {id}/detail, create, update, delete and "topic relate and unrelate" (the
 * names relateTopic/unrelateTopic are ours); docs/api.md.
 */
export const THEME_PATHS = {
  /** GET ?planet_id, status (1), page, pageSize, topic_id, top, highlight, keyword */
  findList: `${THEME}/findList`,
  detail: (id: number) => `${THEME}/${id}/detail`,
  /** JSON ThemeCreateInput → PlanetTheme */
  create: `${THEME}/create`,
  /** JSON ThemeUpdateInput → PlanetTheme (top, highlight and status too) */
  update: `${THEME}/update`,
  /** JSON {id} */
  delete: `${THEME}/delete`,
  /** JSON {id, topic_ids} → PlanetTheme */
  relateTopic: `${THEME}/relateTopic`,
  unrelateTopic: `${THEME}/unrelateTopic`,
  /** spec §7 "Planet: praise and collect": JSON {theme_id} → Toggled */
  praise: '/api/v4/planet/praise',
  collect: '/api/v4/planet/collect',
} as const;

/** Topic calls (spec §7 names all seven). */
export const TOPIC_PATHS = {
  /** GET ?planet_id, status (1), page, pageSize: the management list, with theme counts */
  findList: `${TOPIC}/findList`,
  /** GET ?planet_id, keyword, page (1), pageSize (50): active topics by name */
  search: `${TOPIC}/search`,
  /** GET ?planet_id: every active topic in order, for pickers */
  list: `${TOPIC}/list`,
  create: `${TOPIC}/create`,
  update: `${TOPIC}/update`,
  delete: `${TOPIC}/delete`,
  /** JSON {planet_id, ids}: every topic of the planet in the new order */
  updateSort: `${TOPIC}/updateSort`,
} as const;

/** Column calls: spec §7 gives /api/v4/planetColumn/*; the names are ours. */
export const COLUMN_PATHS = {
  findList: `${COLUMN}/findList`,
  create: `${COLUMN}/create`,
  update: `${COLUMN}/update`,
  delete: `${COLUMN}/delete`,
  /** GET ?column_id, page (1), pageSize (100, spec §9): the column's themes in order */
  relationList: `${COLUMN}/relationList`,
  /** JSON {column_id, theme_ids} */
  relate: `${COLUMN}/relate`,
  unrelate: `${COLUMN}/unrelate`,
} as const;
