/**
 * JSON-schema fragments of the material calls.
 */
import { SORT_OPTIONS, MATERIAL_KINDS } from '@shared/materials/types.ts';
import { DEFAULT_SORT, PAGE_SIZE } from '@shared/materials/rules.ts';
import { inModule } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { Type } from '@shared/api/schema.ts';

/**
 * The library's page 素材库; the calls of the pickers (lists, categories, uploads) also serve the screens that embed
 * one: the planet screens, and the course, content, live and teaching forms (covers, media, rich text, documents).
 */
export const MATERIALS = inModule('materials.source');
export const PICKER = inModule([
  'materials.source',
  'planet',
  ...pagesOf('planet-live'),
  ...pagesOf('course'),
  ...pagesOf('content'),
  ...pagesOf('live'),
  ...pagesOf('teach'),
]);

const MAX_PAGE_SIZE = 200;

/** a page of the library's lists (the course batch list pages the same way) */
export const pageFields = {
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE }),
};

const dateTime = {
  type: 'string',
  pattern: '^(|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)$',
  [RULE_KEYWORD]: '必须是 YYYY-MM-DD HH:mm:ss 格式',
} as const;

export const findSourcesQuery = {
  keyword: { type: 'string', maxLength: 100 },
  ...pageFields,
  categoryId: { type: 'integer', minimum: 0, [RULE_KEYWORD]: '必须是非负整数' },
  sort_by: { type: 'string', enum: [...SORT_OPTIONS], default: DEFAULT_SORT },
  start_at: dateTime,
  end_at: dateTime,
  unused: { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' },
} as const;

/** findUses: the ids of up to a page of materials, comma-separated */
export const findUsesQuery = {
  ids: { type: 'string', pattern: '^[1-9]\\d{0,15}(,[1-9]\\d{0,15}){0,199}$', [RULE_KEYWORD]: '必须是逗号分隔的素材 id（最多 200 个）' },
} as const;

export const kindField = { type: 'string', enum: [...MATERIAL_KINDS] } as const;

/** a category id in a form: 0 or absent means 默认分类 */
export const optionalCategoryField = { type: 'integer', minimum: 0, [RULE_KEYWORD]: '必须是非负整数' } as const;

export const videoIdParam = {
  type: 'object',
  properties: { videoId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', [RULE_KEYWORD]: '格式不正确' } },
  required: ['videoId'],
} as const;

export function idParam(name: string) {
  return {
    type: 'object',
    properties: { [name]: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是正整数' } },
    required: [name],
  } as const;
}
