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
