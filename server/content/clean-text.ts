/**
 * The content check declared with the field rather than called by each service (spec §5): a request schema marks
 * a text field with `cleanText(...)` (or `[CLEAN_KEYWORD]: true`), and validation runs the content check on it
 * before the handler; a listed word answers result code -1, '操作失败，内容包含敏感词', and nothing is written.
 */
import type { Ajv } from 'ajv';
import { ApiError } from '@server/errors.ts';
import { stripFormatChars } from '@server/http/control-chars.ts';
import type { ContentChecker } from './sensitive-words.ts';
import { CLEAN_KEYWORD, NAME_KEYWORD } from '@shared/api/schema.ts';

export { CLEAN_KEYWORD, NAME_KEYWORD } from '@shared/api/schema.ts';

/** spec §5, verbatim; result code -1 */
export const SENSITIVE_MESSAGE = '操作失败，内容包含敏感词';

export const sensitiveContent = (): ApiError => new ApiError(400, -1, SENSITIVE_MESSAGE);

/** a text field of at most `max` characters that must pass the content check */
export const cleanText = (max: number) => ({ type: 'string', maxLength: max, [CLEAN_KEYWORD]: true }) as const;

/** Teaches Ajv the keyword, bound to the server's word list. */
export function cleanTextKeyword(checker: ContentChecker) {
  return (ajv: Ajv): Ajv =>
    ajv.addKeyword({
      keyword: CLEAN_KEYWORD,
      schemaType: 'boolean',
      errors: false,
      validate: (on: boolean, data: unknown) => !on || typeof data !== 'string' || checker.check(data).code === 0,
    });
}

/** the part of Ajv's data context (not exported by the package) a modifying keyword uses */
type DataContext = { parentData: Record<string | number, unknown>; parentDataProperty: string | number };

/**
 * Teaches Ajv the name keyword (x-name: the string is a name or a title, stored without invisible format characters,
 * server/http/control-chars.ts). bodySchema puts it on every name and title field; it runs before the field's other
 * rules and the content check, which see the cleaned text. It replaces the string in its parent object or array by
 * the cleaned one.
 */
export function cleanNameKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: NAME_KEYWORD,
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (on: boolean, data: unknown, _parentSchema: unknown, context?: DataContext) => {
      if (on && typeof data === 'string' && context?.parentData !== undefined) {
        context.parentData[context.parentDataProperty] = stripFormatChars(data);
      }
      return true;
    },
  });
}
