/**
 * The teaching forms as the console's form kit holds them, and the input for the server made from them: a form
 * holds a picture with its address to show it, the input only its id.
 */
import type { Courseware, CoursewareInput, Teacher, TeacherInput } from './types.ts';

/** a picture material: its id for the server, its address to show it */
export type Picture = { id: number; url: string };

export type TeacherForm = Omit<TeacherInput, 'avatar_id'> & { avatar: Picture | null };

export function teacherFormOf(teacher: Teacher | null): TeacherForm {
  if (!teacher) return { name: '', title: '', avatar: null, intro: '' };
  const { name, title, intro } = teacher;
  return { name, title, intro, avatar: teacher.avatar_id ? { id: teacher.avatar_id, url: teacher.avatar_url } : null };
}

export const teacherInputOf = ({ avatar, ...form }: TeacherForm): TeacherInput => ({ ...form, avatar_id: avatar?.id ?? 0 });

/** a document material as a form holds it: its id for the server, its name to show it */
export type DocumentChoice = { id: number; file_name: string };

export type CoursewareForm = Omit<CoursewareInput, 'document_id'> & { document: DocumentChoice | null };

export function coursewareFormOf(courseware: Courseware | null): CoursewareForm {
  if (!courseware) return { name: '', document: null, description: '', downloadable: 0 };
  const { name, description, downloadable } = courseware;
  // a document deleted from the library since must be chosen again
  const document = courseware.document_id ? { id: courseware.document_id, file_name: courseware.file_name } : null;
  return { name, description, document, downloadable };
}

export const coursewareInputOf = ({ document, ...form }: CoursewareForm): CoursewareInput => ({ ...form, document_id: document?.id ?? 0 });
