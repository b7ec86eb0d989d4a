/**
 * Courses and course activities as plain resources (shared/api/resource-definition.ts): the four calls of each
 * (COURSE_PATHS.course and .activity), the record a list shows, what a teacher writes and the list's filters.
 */
import { defineResource } from '@shared/api/resource-definition.ts';
import { Flag, Id, Type } from '@shared/api/schema.ts';
import { ActivityInput, ActivityStatus, CourseActivity } from './activity-types.ts';
import { COURSE_LIMITS } from './limits.ts';
import { COURSE_BASE } from './paths.ts';
import { CourseInput, CourseKind, CourseRecord } from './types.ts';

const keyword = Type.Optional(Type.String({ maxLength: COURSE_LIMITS.keywordMax }));

/** a kind's courses, or its content items: newest first; the keyword looks in titles */
export const courseRecords = defineResource({
  base: COURSE_BASE,
  record: CourseRecord,
  input: CourseInput,
  query: {
    type: Type.Optional(CourseKind),
    keyword,
    status: Type.Optional(Flag()),
    /** content items (1) or courses (0, the default) */
    single: Flag({ default: 0 }),
  },
});

/** the activities of a partition (or of all), in their partition's order */
export const activityRecords = defineResource({
  base: `${COURSE_BASE}/activity`,
  record: CourseActivity,
  input: ActivityInput,
  query: { partition_id: Type.Optional(Id), status: Type.Optional(ActivityStatus), keyword },
});
