/** The teaching records of spec §2 "Teaching" (issue 13): the teachers who appear on courses. */

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
