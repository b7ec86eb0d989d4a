/**
 * The request schemas of the material calls.
 */
import { SORT_OPTIONS } from '@shared/materials/kinds.ts';
import { MaterialKind } from '@shared/materials/types.ts';
import { DEFAULT_SORT, PAGE_SIZE } from '@shared/materials/rules.ts';
import { inModule } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { Flag, Id, RULE_KEYWORD, Type } from '@shared/api/schema.ts';

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

const DateTime = Type.Optional(Type.String({ pattern: '^(|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD HH:mm:ss 格式' }));

/** a category id in a form: 0 or absent means 默认分类 */
export const optionalCategoryField = Type.Optional(Type.Integer({ minimum: 0, [RULE_KEYWORD]: '必须是非负整数' }));

export const findSourcesQuery = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...pageFields,
  /** 0 or absent: every category */
  categoryId: optionalCategoryField,
  sort_by: Type.Enum([...SORT_OPTIONS], { type: 'string', default: DEFAULT_SORT }),
  start_at: DateTime,
  end_at: DateTime,
  /** ours: 1 lists only the materials nothing uses */
  unused: Type.Optional(Flag()),
};

/** findUses: the ids of up to a page of materials, comma-separated */
export const findUsesQuery = {
  ids: Type.String({ pattern: '^[1-9]\\d{0,15}(,[1-9]\\d{0,15}){0,199}$', [RULE_KEYWORD]: '必须是逗号分隔的素材 id（最多 200 个）' }),
};

export const kindField = Type.Optional(MaterialKind);

export const videoIdParam = Type.Object({ videoId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', [RULE_KEYWORD]: '格式不正确' }) });

/** a path's id parameter, a positive integer */
export function idParam<K extends string>(name: K) {
  return Type.Object({ [name]: Id } as Record<K, typeof Id>);
}
