/** JSON schema fragments of the course calls (docs/api.md). */
import { COURSE_KINDS, LESSON_KINDS } from '@shared/courses/types.ts';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const materialId = { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' } as const;
const flag = { type: 'integer', enum: [0, 1], default: 0, [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const fen = { type: 'integer', minimum: 0, maximum: COURSE_LIMITS.priceMax, default: 0, [RULE_KEYWORD]: `必须是 0 到 ${COURSE_LIMITS.priceMax} 之间的整数（单位：分）` } as const;
// rich HTML: the sanitiser and the visible-length rule (rich-content.ts) judge it; this bounds the bytes
const richText = { type: 'string', maxLength: COURSE_LIMITS.contentMax * 20, default: '' } as const;

const courseKind = { type: 'string', enum: [...COURSE_KINDS], [RULE_KEYWORD]: `必须是 ${COURSE_KINDS.join('、')} 之一` } as const;
export const idList = (max: number) => ({ type: 'array', minItems: 1, maxItems: max, items: idField });

export const courseQuery = {
  type: courseKind,
  keyword: { type: 'string', maxLength: COURSE_LIMITS.keywordMax },
  status: { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' },
  // content items (1) or courses (0, the default)
  single: { type: 'integer', enum: [0, 1], default: 0, [RULE_KEYWORD]: '必须是 0 或 1' },
} as const;

/** a course is shown to students: its texts pass the content check (spec §5) */
export const courseFields = {
  type: courseKind,
  title: cleanText(COURSE_LIMITS.titleMax),
  summary: { ...cleanText(COURSE_LIMITS.summaryMax), default: '' },
  content: richText,
  cover_id: materialId,
  source_id: materialId,
  teacher_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是讲师 id（0 表示不设置）' },
  price: fen,
  original_price: fen,
  status: flag,
  single: flag,
  course_ids: {
    type: 'array',
    maxItems: COURSE_LIMITS.columnCoursesMax,
    items: idField,
    [RULE_KEYWORD]: `必须是课程 id，最多 ${COURSE_LIMITS.columnCoursesMax} 个`,
  },
} as const;
export const courseRequired = ['type', 'title'];

export const lessonQuery = { course_id: idField } as const;

export const lessonFields = {
  course_id: idField,
  type: { type: 'string', enum: [...LESSON_KINDS], [RULE_KEYWORD]: `必须是 ${LESSON_KINDS.join('、')} 之一` },
  title: cleanText(COURSE_LIMITS.lessonTitleMax),
  source_id: materialId,
  content: richText,
  free: flag,
  courseware_ids: {
    type: 'array',
    maxItems: COURSE_LIMITS.lessonCoursewareMax,
    uniqueItems: true,
    items: idField,
    [RULE_KEYWORD]: `必须是不重复的课件 id，最多 ${COURSE_LIMITS.lessonCoursewareMax} 个`,
  },
} as const;
export const lessonRequired = ['course_id', 'type', 'title'];

export const saleFields = { id: idField, status: { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } } as const;

export const copyFields = {
  id: idField,
  // left out: the original's title with （副本）
  title: { ...cleanText(COURSE_LIMITS.titleMax), default: '' },
  lessons: { ...flag, default: 1 },
} as const;
