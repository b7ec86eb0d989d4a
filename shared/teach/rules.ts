/** The limits of the teaching records, checked by the console as the teacher types and by the server. */
export const TEACH_LIMITS = {
  teacherNameMax: 20,
  teacherTitleMax: 30,
  teacherIntroMax: 500,
  coursewareNameMax: 50,
  coursewareDescriptionMax: 200,
  keywordMax: 50,
} as const;
