/**
 * The teaching forms as the console's form kit holds them, and the input for the server made from them: a form
 * holds a picture with its address to show it, the input only its id.
 */
import type { Teacher, TeacherInput } from './types.ts';

/** a picture material: its id for the server, its address to show it */
export type Picture = { id: number; url: string };

export type TeacherForm = Omit<TeacherInput, 'avatar_id'> & { avatar: Picture | null };

export function teacherFormOf(teacher: Teacher | null): TeacherForm {
  if (!teacher) return { name: '', title: '', avatar: null, intro: '' };
  const { name, title, intro } = teacher;
  return { name, title, intro, avatar: teacher.avatar_id ? { id: teacher.avatar_id, url: teacher.avatar_url } : null };
}

export const teacherInputOf = ({ avatar, ...form }: TeacherForm): TeacherInput => ({ ...form, avatar_id: avatar?.id ?? 0 });
