/** Tables of the teaching area, merged into Database in server/db/schema.ts. Times are unix seconds. */
import type { Generated } from 'kysely';

interface TeachTeachersTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  title: string;
  /** a picture material of the owner, 0 without one */
  avatar_id: number;
  intro: string;
  created_at: number;
  updated_at: number;
}

interface TeachCoursewareTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  /** a document material of the owner (kept when the document is deleted from the library; shown as gone) */
  document_id: number;
  description: string;
  /** 1: students may download it */
  downloadable: 0 | 1;
  created_at: number;
  updated_at: number;
}

interface TeachBooksTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  title: string;
  author: string;
  publisher: string;
  /** 13 digits, '' without one */
  isbn: string;
  /** a picture material of the owner, 0 without one (kept when the picture is deleted; shown as none) */
  cover_id: number;
  /** fen */
  price: number;
  description: string;
  created_at: number;
  updated_at: number;
}

/** the courses a book is attached to; both sides cascade */
interface TeachBookCoursesTable {
  book_id: number;
  course_id: number;
  /** 1-based, in the order attached */
  position: number;
}

export interface TeachTables {
  teach_teachers: TeachTeachersTable;
  teach_courseware: TeachCoursewareTable;
  teach_books: TeachBooksTable;
  teach_book_courses: TeachBookCoursesTable;
}
