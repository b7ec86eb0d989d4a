/** JSON schema fragments of the teaching calls (docs/api.md). */
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const pictureId = { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）' } as const;

export const teacherQuery = { keyword: { type: 'string', maxLength: TEACH_LIMITS.keywordMax } } as const;

/** a teacher is shown to students on course pages: every text passes the content check (spec §5) */
export const teacherFields = {
  name: cleanText(TEACH_LIMITS.teacherNameMax),
  // left out, the optional ones are empty
  title: { ...cleanText(TEACH_LIMITS.teacherTitleMax), default: '' },
  avatar_id: pictureId,
  intro: { ...cleanText(TEACH_LIMITS.teacherIntroMax), default: '' },
} as const;
export const teacherRequired = ['name'];

export const coursewareQuery = teacherQuery;

/** courseware is shown to students with its lessons: name and notes pass the content check (spec §5) */
export const coursewareFields = {
  name: cleanText(TEACH_LIMITS.coursewareNameMax),
  document_id: idField,
  description: { ...cleanText(TEACH_LIMITS.coursewareDescriptionMax), default: '' },
  downloadable: { type: 'integer', enum: [0, 1], default: 0, [RULE_KEYWORD]: '必须是 0 或 1' },
} as const;
export const coursewareRequired = ['name', 'document_id'];

export const bookQuery = teacherQuery;

/** a textbook is shown to students with its courses: its texts pass the content check (spec §5) */
export const bookFields = {
  title: cleanText(TEACH_LIMITS.bookTitleMax),
  author: { ...cleanText(TEACH_LIMITS.bookAuthorMax), default: '' },
  publisher: { ...cleanText(TEACH_LIMITS.bookPublisherMax), default: '' },
  // as typed: the service keeps its 13 digits or refuses it (shared/teach/rules.ts normaliseIsbn)
  isbn: { type: 'string', maxLength: TEACH_LIMITS.isbnTypedMax, default: '' },
  cover_id: pictureId,
  price: {
    type: 'integer',
    minimum: 0,
    maximum: TEACH_LIMITS.bookPriceMax,
    default: 0,
    [RULE_KEYWORD]: `必须是 0 到 ${TEACH_LIMITS.bookPriceMax} 之间的整数（单位：分）`,
  },
  description: { ...cleanText(TEACH_LIMITS.bookDescriptionMax), default: '' },
  course_ids: {
    type: 'array',
    maxItems: TEACH_LIMITS.bookCoursesMax,
    uniqueItems: true,
    items: idField,
    default: [],
    [RULE_KEYWORD]: `必须是不重复的课程 id，最多 ${TEACH_LIMITS.bookCoursesMax} 个`,
  },
} as const;
export const bookRequired = ['title'];
