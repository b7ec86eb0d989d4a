/**
 * The teachers who appear on courses (/teach/teacher): name, a line under it, an avatar from the picture library and
 * an introduction, all plain text shown to students, so every text passes the content check.
 */
import { defineResource } from '@shared/api/resource-definition.ts';
import { cleanText, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { keywordQuery, PictureId } from './fields.ts';
import { TEACH_LIMITS } from './rules.ts';

/** What a teacher writes for a teacher; left out, the optional texts are empty. */
export const TeacherInput = Type.Object({
  name: cleanText(TEACH_LIMITS.teacherNameMax),
  /** a line under the name, e.g. 资深摄影讲师; '' without one */
  title: cleanText(TEACH_LIMITS.teacherTitleMax, { default: '' }),
  avatar_id: PictureId,
  intro: cleanText(TEACH_LIMITS.teacherIntroMax, { default: '' }),
});
export type TeacherInput = Static<typeof TeacherInput>;

export const Teacher = Type.Object({
  id: Type.Integer(),
  ...TeacherInput.properties,
  /** signed URL of the avatar, '' without one */
  avatar_url: Type.String(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Teacher = Static<typeof Teacher>;

/** newest change first; the keyword looks in names */
export const teachers = defineResource({ base: '/api/v3/teach/teacher', record: Teacher, input: TeacherInput, query: keywordQuery });
