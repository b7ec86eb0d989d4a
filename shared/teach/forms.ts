/**
 * The teaching forms as the console's form kit holds them, and the input for the server made from them: a form
 * holds a picture with its address to show it and money as typed (元), the input only the picture's id and fen.
 */
import { fenToTyped, yuanToFen } from '@shared/format/currency.ts';
import type { Book, BookInput } from './book.ts';
import type { Courseware, CoursewareInput } from './courseware.ts';
import type { Teacher, TeacherInput } from './teacher.ts';

/** a picture material: its id for the server, its address to show it */
type Picture = { id: number; url: string };

export type TeacherForm = Omit<TeacherInput, 'avatar_id'> & { avatar: Picture | null };

export function teacherFormOf(teacher: Teacher | null): TeacherForm {
  if (!teacher) return { name: '', title: '', avatar: null, intro: '' };
  const { name, title, intro } = teacher;
  return { name, title, intro, avatar: teacher.avatar_id ? { id: teacher.avatar_id, url: teacher.avatar_url } : null };
}

export const teacherInputOf = ({ avatar, ...form }: TeacherForm): TeacherInput => ({ ...form, avatar_id: avatar?.id ?? 0 });

/** a document material as a form holds it: its id for the server, its name to show it */
type DocumentChoice = { id: number; file_name: string };

export type CoursewareForm = Omit<CoursewareInput, 'document_id'> & { document: DocumentChoice | null };

export function coursewareFormOf(courseware: Courseware | null): CoursewareForm {
  if (!courseware) return { name: '', document: null, description: '', downloadable: 0 };
  const { name, description, downloadable } = courseware;
  // a document deleted from the library since must be chosen again
  const document = courseware.document_id ? { id: courseware.document_id, file_name: courseware.file_name } : null;
  return { name, description, document, downloadable };
}

export const coursewareInputOf = ({ document, ...form }: CoursewareForm): CoursewareInput => ({ ...form, document_id: document?.id ?? 0 });

/** A textbook as its form holds it: the cover with its address, the price in 元 as typed, the ISBN as typed. */
export type BookForm = Omit<BookInput, 'cover_id' | 'price'> & { cover: Picture | null; price: string };

export function bookFormOf(book: Book | null): BookForm {
  if (!book) return { title: '', author: '', publisher: '', isbn: '', cover: null, price: '0', description: '', course_ids: [] };
  const { title, author, publisher, isbn, description, course_ids } = book;
  return { title, author, publisher, isbn, description, course_ids, cover: book.cover_id ? { id: book.cover_id, url: book.cover_url } : null, price: fenToTyped(book.price) };
}

/** The input of a checked form: the price read as 元, the ISBN as typed (the server keeps its digits). */
export const bookInputOf = ({ cover, price, ...form }: BookForm): BookInput => ({ ...form, cover_id: cover?.id ?? 0, price: yuanToFen(price) ?? 0 });
