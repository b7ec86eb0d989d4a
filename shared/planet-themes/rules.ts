/** Limits and small pure rules of themes, topics and columns (ours; spec §9 gives the defaults). */

export const THEME_LIMITS = {
  contentMax: 10_000,
  mediaMax: 9,
  topicsMax: 5,
  pageSizeMax: 50,
  pageSizeDefault: 20,
} as const;

export const TOPIC_LIMITS = {
  nameMax: 20,
  /** spec §9: topic search page size 50, page 1 */
  searchPageSize: 50,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  perPlanetMax: 200,
} as const;

export const COLUMN_LIMITS = {
  titleMax: 30,
  /** spec §9: column relation list page size 100 */
  relationPageSize: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** spec §9 */
export const THEME_LIST_DEFAULT_STATUS = 1;
export const THEME_CREATE_DEFAULT_STATUS = 2;
export const TOPIC_DEFAULT_STATUS = 1;

/** The list with the item at `index` moved by `step` places (−1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list with the item at `from` placed where the item at `to` was (drag and drop). */
export function dropItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Whether `ids` is exactly the set `known` (each once): what updateSort needs. */
export function isFullOrder(ids: readonly number[], known: readonly number[]): boolean {
  if (ids.length !== known.length || new Set(ids).size !== ids.length) return false;
  const set = new Set(known);
  return ids.every((id) => set.has(id));
}

/** Content as paragraphs of lines, for rendering as text with line breaks (never HTML). */
export function contentLines(content: string): string[] {
  return content.replace(/\r\n?/g, '\n').split('\n');
}

/** A theme's problems a form can show before sending: empty post, too long, too many media/topics. */
export type ThemeProblem = 'empty' | 'tooLong' | 'tooManyMedia' | 'tooManyTopics';
export function themeProblems(input: { content: string; mediaCount: number; topicCount: number }): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  const text = input.content.trim();
  if (text === '' && input.mediaCount === 0) problems.push('empty');
  if ([...text].length > THEME_LIMITS.contentMax) problems.push('tooLong');
  if (input.mediaCount > THEME_LIMITS.mediaMax) problems.push('tooManyMedia');
  if (input.topicCount > THEME_LIMITS.topicsMax) problems.push('tooManyTopics');
  return problems;
}
