/**
 * Textbooks (教材, /teach/book): a paper or electronic book recommended with or shipped with courses. Its texts are
 * shown to students, so they pass the content check. Money is integer fen.
 */
import { defineResource } from '@shared/api/resource-definition.ts';
import { cleanText, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { COURSE_KINDS } from '@shared/courses/types.ts';
import { keywordQuery, PictureId } from './fields.ts';
import { TEACH_LIMITS } from './rules.ts';

export const BookInput = Type.Object({
  title: cleanText(TEACH_LIMITS.bookTitleMax),
  /** '' without one */
  author: cleanText(TEACH_LIMITS.bookAuthorMax, { default: '' }),
  publisher: cleanText(TEACH_LIMITS.bookPublisherMax, { default: '' }),
  /** as typed, with hyphens and spaces: the server keeps its 13 digits or refuses it (rules.ts normaliseIsbn) */
  isbn: Type.String({ maxLength: TEACH_LIMITS.isbnTypedMax, default: '' }),
  cover_id: PictureId,
  /** fen; 0 is free */
  price: Type.Integer({
    minimum: 0,
    maximum: TEACH_LIMITS.bookPriceMax,
    default: 0,
    [RULE_KEYWORD]: `必须是 0 到 ${TEACH_LIMITS.bookPriceMax} 之间的整数（单位：分）`,
  }),
  description: cleanText(TEACH_LIMITS.bookDescriptionMax, { default: '' }),
  /** courses of the account it is attached to, each once, in the order given */
  course_ids: Type.Array(Id, {
    maxItems: TEACH_LIMITS.bookCoursesMax,
    uniqueItems: true,
    default: [],
    [RULE_KEYWORD]: `必须是不重复的课程 id，最多 ${TEACH_LIMITS.bookCoursesMax} 个`,
  }),
});
export type BookInput = Static<typeof BookInput>;

/** A course a book is attached to, as the book's list shows it. */
export const BookCourse = Type.Object({ id: Type.Integer(), title: Type.String(), type: Type.Enum([...COURSE_KINDS]) });
export type BookCourse = Static<typeof BookCourse>;

export const Book = Type.Object({
  id: Type.Integer(),
  ...BookInput.properties,
  /** 13 digits as stored, '' without one */
  isbn: Type.String(),
  /** signed URL of the cover, '' without one (or once the picture is deleted from the library, `cover_id` then 0) */
  cover_url: Type.String(),
  /** the attached courses in the order attached; a course deleted since drops out (of `course_ids` too) */
  courses: Type.Array(BookCourse),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Book = Static<typeof Book>;

/** the keyword looks in titles */
export const books = defineResource({ base: '/api/v3/teach/book', record: Book, input: BookInput, query: keywordQuery });
