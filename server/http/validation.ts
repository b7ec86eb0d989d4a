/**
 * Turns Ajv errors into one clear zh-CN message that names the field and the rule,
 * e.g. `参数错误：phone 必须是 11 位手机号`.
 *
 * A schema may carry `x-rule` (our Ajv keyword, see ajvOptions) with the rule in words;
 * otherwise the message is built from the failing keyword. A text marked `x-clean` that fails the content check
 * answers spec §5's result code -1 instead.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { fail } from '@server/errors.ts';
import { CLEAN_KEYWORD, cleanNameKeyword, cleanTextKeyword, sensitiveContent } from '@server/content/clean-text.ts';
import type { ContentChecker } from '@server/content/sensitive-words.ts';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

export { RULE_KEYWORD } from '@shared/api/schema.ts';
import { RULE_KEYWORD } from '@shared/api/schema.ts';

/**
 * Fastify's Ajv settings, with the name cleaning and the content check (server/content/clean-text.ts, bound to
 * `checker`): the name keyword first, so the content check reads a name as it will be stored.
 */
export const ajvOptions = (checker: ContentChecker) => ({
  plugins: [cleanNameKeyword, cleanTextKeyword(checker)],
  customOptions: {
    // unknown body fields are refused with a message, not silently dropped
    removeAdditional: false as const,
    // query strings and form bodies arrive as text; 'array' would also unwrap [x] to x, too lax for JSON
    coerceTypes: true,
    useDefaults: true,
    allErrors: false,
    // gives each error its parentSchema, where `x-rule` is read
    verbose: true,
    keywords: [RULE_KEYWORD],
  },
});

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

const PLACES: Record<SchemaErrorDataVar, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return path;
}

function ruleOf(error: FastifySchemaValidationError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type': {
      const types = String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t);
      return `必须是${types.join('或')}`;
    }
    case 'minLength':
      return Number(p.limit) === 1 ? '不能为空' : `长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `必须大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `必须小于 ${String(p.limit)}`;
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => JSON.stringify(v)) : [];
      return `必须是以下值之一：${allowed.join('、')}`;
    }
    case 'const':
      return `必须等于 ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return '格式不正确';
    case 'format':
      return `必须是 ${String(p.format)} 格式`;
    case 'minItems':
      return `至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    default:
      return error.message ?? '不符合要求';
  }
}

function describeValidationError(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  if (error.keyword === 'required') {
    const name = [fieldOf(error), String(error.params.missingProperty)].filter(Boolean).join('.');
    return `参数错误：缺少必填字段 ${name}`;
  }
  if (error.keyword === 'additionalProperties') {
    const name = [fieldOf(error), String(error.params.additionalProperty)].filter(Boolean).join('.');
    return `参数错误：不支持的字段 ${name}`;
  }
  const field = fieldOf(error) || PLACES[dataVar];
  const parent = (error as FastifySchemaValidationError & { parentSchema?: Record<string, unknown> }).parentSchema;
  const custom = parent?.[RULE_KEYWORD];
  // a wrong type is reported as such; `x-rule` words the other rules of the field
  const rule = typeof custom === 'string' && error.keyword !== 'type' ? custom : ruleOf(error);
  return `参数错误：${field} ${rule}`;
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const first = errors[0];
  if (first?.keyword === CLEAN_KEYWORD) return sensitiveContent();
  return fail.validation(first ? describeValidationError(first, dataVar) : '参数错误');
}
