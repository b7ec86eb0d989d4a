/**
 * JSON schema fragments shared by the routes.
 */
import { NAME_KEYWORD } from '@server/content/clean-text.ts';
import { Id, Type, type TObject, type TProperties } from '@shared/api/schema.ts';
import { RULE_KEYWORD } from './validation.ts';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales.ts';

/** Query parameters every client call carries (spec §7): accepted everywhere, not used. */
const clientQuery = {
  app: { type: 'string' },
  appid: { type: 'string' },
  u: { type: 'string' },
} as const;

/** the same, as TypeBox fields */
export const clientQueryFields = { app: Type.Optional(Type.String()), appid: Type.Optional(Type.String()), u: Type.Optional(Type.String()) };

export function querySchema(properties: Record<string, object> = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: { ...clientQuery, ...properties },
    required,
  } as const;
}

/** body fields that hold a name or a title: `name`, `title`, `nickname`, `file_name`, `real_name`, `fileName` … */
const NAME_FIELD = /(?:^|_)(?:name|title|nickname)$|[a-z](?:Name|Title)$/;

/** Every name or title field, stored and shown to people, is cleaned of invisible characters (`x-name`). */
function withNameCleaning(properties: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => {
      const isText = (schema as { type?: unknown }).type === 'string';
      return [key, isText && NAME_FIELD.test(key) ? { ...schema, [NAME_KEYWORD]: true } : schema];
    }),
  );
}

export function bodySchema(properties: Record<string, object>, required: string[] = Object.keys(properties)) {
  return {
    type: 'object',
    properties: withNameCleaning(properties),
    required,
    additionalProperties: false,
  } as const;
}

/** A request body as a route takes it: unknown fields refused, every name and title cleaned (`x-name`). */
export function closedBody<T extends TObject>(schema: T): T {
  return { ...schema, properties: withNameCleaning(schema.properties), additionalProperties: false };
}

/** A route's query (TypeBox): its fields and the client's fields every call carries. */
export const queryOf = <P extends TProperties>(fields: P) => Type.Object({ ...clientQueryFields, ...fields });

/** A route's body (TypeBox), closed and with its names cleaned. */
const bodyOf = <P extends TProperties>(fields: P) => closedBody(Type.Object(fields));

/** `page` and `pageSize` of a list call (TypeBox): pages from 1, at most `max` rows, `size` by default. */
export const pagingFields = (max: number, size: number) => ({
  page: Type.Integer({ minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' }),
  pageSize: Type.Integer({ minimum: 1, maximum: max, default: size, [RULE_KEYWORD]: `必须是 1 到 ${max} 之间的整数` }),
});

/** the language an export is written in: the console sends its locale (docs/decisions.md "Help in two languages") */
export const langField = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { default: DEFAULT_LOCALE, [RULE_KEYWORD]: `必须是 ${LOCALES.join('、')} 之一` },
);

/** `{id}`: the body of a call on one record */
export const idBody = () => bodyOf({ id: Id });


export const idField = {
  type: 'integer',
  minimum: 1,
  [RULE_KEYWORD]: '必须是正整数',
} as const;



export const pageFields = (max: number, size: number) => ({
  page: { type: 'integer', minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' },
  pageSize: { type: 'integer', minimum: 1, maximum: max, default: size, [RULE_KEYWORD]: `必须是 1 到 ${max} 之间的整数` },
});
