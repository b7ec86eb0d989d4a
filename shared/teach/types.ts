/** The teaching records of spec §2 "Teaching": the teachers who appear on courses, courseware and textbooks. */
import type { CourseKind } from '@shared/courses/types.ts';

/** What a teacher writes for a teacher (/teach/teacher). */
export type TeacherInput = {
  name: string;
  /** a line under the name, e.g. 资深摄影讲师; '' without one */
  title: string;
  /** a picture material of the account; 0 without one */
  avatar_id: number;
  intro: string;
};

export type Teacher = TeacherInput & {
  id: number;
  /** signed URL of the avatar, '' without one */
  avatar_url: string;
  created_at: number;
  updated_at: number;
};

/** What a teacher writes for a piece of courseware (/teach/courseware): a document of the library, shown with lessons. */
export type CoursewareInput = {
  name: string;
  /** a document material of the account */
  document_id: number;
  description: string;
  /** 1: students may download the document, 0: read it online only */
  downloadable: 0 | 1;
};

export type Courseware = CoursewareInput & {
  id: number;
  /** the document's file name and size in bytes; '' and 0 once the document is deleted from the library */
  file_name: string;
  file_size: number;
  /** signed URL of the document, '' once it is deleted */
  url: string;
  /** how many lessons hand it out */
  lesson_count: number;
  created_at: number;
  updated_at: number;
};

/**
 * What a teacher writes for a textbook (教材, /teach/book): a paper or electronic book recommended with or shipped with
 * courses. Money is integer fen.
 */
export type BookInput = {
  title: string;
  /** '' without one */
  author: string;
  publisher: string;
  /** 13 digits as stored, '' without one; typed with hyphens and spaces, which the server drops (shared/teach/rules.ts) */
  isbn: string;
  /** a picture material of the account; 0 without one */
  cover_id: number;
  /** fen; 0 is free */
  price: number;
  description: string;
  /** courses of the account it is attached to, each once, in the order given (at most 50) */
  course_ids: number[];
};

/** A course a book is attached to, as the book's list shows it. */
export type BookCourse = { id: number; title: string; type: CourseKind };

export type Book = BookInput & {
  id: number;
  /** signed URL of the cover, '' without one (or once the picture is deleted from the library, `cover_id` then 0) */
  cover_url: string;
  /** the attached courses in the order attached; a course deleted since drops out (of `course_ids` too) */
  courses: BookCourse[];
  created_at: number;
  updated_at: number;
};
