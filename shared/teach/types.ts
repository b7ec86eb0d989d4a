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
  created_at: number;
  updated_at: number;
};
