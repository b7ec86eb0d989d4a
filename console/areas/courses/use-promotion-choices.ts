import type { Partition } from '@shared/courses/activity-types.ts';
import { courseChoicesSource, partitionsResource, type CourseChoice } from '@shared/courses/promotion-resources.ts';
import { useQuery } from '@console/kit/data.ts';
import { useRecord } from '@console/kit/use-record.ts';

/** The account's partitions in order; null until they are known. */
export function usePartitions(): Partition[] | null {
  return useQuery(partitionsResource.name, () => partitionsResource.list({})).data?.rows ?? null;
}

/** The account's courses and content items to pick from. */
export function useCourseChoices(): CourseChoice[] {
  return useRecord(courseChoicesSource, {}).data ?? [];
}
