import { liveCoursesSource } from '@shared/live/resources.ts';
import type { LiveCourseChoice } from '@shared/live/types.ts';
import { useRecord } from '@console/kit/use-record.ts';

const NONE: LiveCourseChoice[] = [];

/** The courses a session may belong to (none until they arrive). */
export function useLiveCourses(): LiveCourseChoice[] {
  return useRecord(liveCoursesSource, {}).data ?? NONE;
}
