import { teacherChoicesSource } from '@shared/courses/resources.ts';
import type { Teacher } from '@shared/teach/teacher.ts';
import { useRecord } from '@console/kit/use-record.ts';

/** The account's teachers, for a course's teacher choice; none until `wanted`. */
export function useTeachers(wanted: boolean): Teacher[] {
  return useRecord(teacherChoicesSource, wanted ? {} : null).data ?? [];
}
