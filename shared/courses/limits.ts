/**
 * The limits of courses, lessons, activities and evaluations, apart from the rules that judge them: the schemas of the
 * records (types.ts, activity-types.ts) read them, and the rules read the records' types.
 */
export const COURSE_LIMITS = {
  titleMax: 60,
  summaryMax: 120,
  /** visible characters of the details and of a lesson's text */
  contentMax: 20_000,
  lessonTitleMax: 60,
  /** fen: 99,999.99 元 */
  priceMax: 9_999_999,
  keywordMax: 50,
  /** lessons of one course, courses of one column */
  lessonsMax: 500,
  /** pieces of courseware one lesson hands out */
  lessonCoursewareMax: 10,
  columnCoursesMax: 200,
} as const;

export const PROMOTION_LIMITS = {
  activityTitleMax: 40,
  partitionNameMax: 12,
  partitionsMax: 20,
  /** activities of one partition */
  partitionActivitiesMax: 100,
  urlMax: 500,
  replyMax: 500,
} as const;
