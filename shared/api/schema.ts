/**
 * The schema library of every request and answer: TypeBox. A record, what a teacher writes for it and the fields of
 * a query are written once as schemas here in `shared/`; the server validates with them and documents them, and the
 * TypeScript types on both sides are inferred from them (`Static`), never written beside them.
 *
 * Our keywords, read by the server's validation (server/http/validation.ts, server/content/clean-text.ts) and shown
 * in the OpenAPI document: `x-rule` words a field's rule as the failure message says it, `x-clean` marks text that
 * passes the content check, `x-name` marks a name or title that loses its invisible format characters first.
 */
import { Type, type TSchemaOptions, type TStringOptions } from 'typebox';

export { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';

export const RULE_KEYWORD = 'x-rule';
export const CLEAN_KEYWORD = 'x-clean';
export const NAME_KEYWORD = 'x-name';

/** a text of at most `max` characters that must pass the content check */
export const cleanText = (max: number, options: TStringOptions = {}) => Type.String({ maxLength: max, [CLEAN_KEYWORD]: true, ...options });

/** a record's id as a request names it */
export const Id = Type.Integer({ minimum: 1, [RULE_KEYWORD]: '必须是正整数' });

/** a flag stored and sent as 0 or 1 */
export const Flag = (options: TSchemaOptions = {}) => Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0 或 1', ...options });

/** unix seconds */
export const Seconds = Type.Integer({ minimum: 0 });

/** a mainland mobile number */
export const Phone = Type.String({ pattern: '^1[0-9]{10}$', [RULE_KEYWORD]: '必须是 11 位手机号' });
