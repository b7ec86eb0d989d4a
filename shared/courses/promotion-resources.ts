/**
 * What the console's screen kit knows of course activities, their partitions and the courses' evaluations (issue
 * 13). Cache names start with `courses/`, so a change naming 'courses' refreshes them with every course screen.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { activityInputOf, type ActivityForm } from './activity-forms.ts';
import type { ActivityStatus, CourseActivity, Partition, PartitionInput } from './activity-types.ts';
import { fetchCourseRecords } from './client.ts';
import type { Evaluation, Rating, RatingSummary } from './evaluation-types.ts';
import * as api from './promotion-client.ts';

/** a filter's "any" */
export const ANY = -1;

/** /course/activityList's state: partition 0 is every one; status -1 any, else 未开始 0, 进行中 1, 已结束 2 */
export type ActivityListState = Paging & { partition: number; status: number; keyword: string };

export const activitiesResource: Resource<CourseActivity, ActivityListState, ActivityForm> = {
  name: 'courses/activities',
  list: (q) => api.fetchActivities({ page: q.page, pageSize: q.pageSize, partition_id: q.partition || undefined, status: q.status >= 0 ? (q.status as ActivityStatus) : undefined, keyword: q.keyword }),
  create: (form) => api.createActivity(activityInputOf(form)),
  update: (row, form) => api.updateActivity(row.id, activityInputOf(form)),
  remove: (row) => api.deleteActivity(row.id),
  affects: ['courses/partitions'],
};
export const setActivityEnabled = (activity: CourseActivity, on: boolean) => api.enableActivity(activity.id, on ? 1 : 0);

/** The activities of one partition, in order (at most 100, the partition's limit). */
export const partitionActivitiesResource = (partitionId: number): Resource<CourseActivity, object> => ({
  name: `courses/activities/partition/${partitionId}`,
  list: () => api.fetchActivities({ page: 1, pageSize: 100, partition_id: partitionId }),
});
export const sortPartitionActivities = (partitionId: number, rows: readonly CourseActivity[]) => api.sortActivities(partitionId, rows.map((row) => row.id));

/** The account's partitions, in order: created, renamed, deleted (only when empty) and ordered. */
export const partitionsResource: Resource<Partition, object, PartitionInput> = {
  name: 'courses/partitions',
  list: async () => {
    const rows = await api.fetchPartitions();
    return { rows, totalCount: rows.length };
  },
  create: (input) => api.createPartition(input.name),
  update: (row, input) => api.renamePartition(row.id, input.name),
  remove: (row) => api.deletePartition(row.id),
  affects: ['courses/activities'],
};
export const sortPartitions = (rows: readonly Partition[]) => api.sortPartitions(rows.map((row) => row.id));

/** /course/evaluation's state: course 0 is every course; rating 0 any; replied and hidden '' any, '0' or '1' */
export type EvaluationListState = Paging & { course: number; rating: number; replied: '' | '0' | '1'; hidden: '' | '0' | '1' };

const flagOf = (value: '' | '0' | '1') => (value === '' ? undefined : value === '1' ? 1 : 0);

/** Evaluations of a course (or of all), newest first, with the figures of all of them; the teacher's reply is the edit. */
export const evaluationsResource: Resource<Evaluation, EvaluationListState, { reply: string }, { summary: RatingSummary }> = {
  name: 'courses/evaluations',
  list: (q) => api.fetchEvaluations({ page: q.page, pageSize: q.pageSize, course_id: q.course || undefined, rating: q.rating ? (q.rating as Rating) : undefined, replied: flagOf(q.replied), hidden: flagOf(q.hidden) }),
  update: (row, input) => api.replyEvaluation(row.id, input.reply),
};
export const setEvaluationHidden = (evaluation: Evaluation, hidden: boolean) => api.hideEvaluation(evaluation.id, hidden ? 1 : 0);

export type CourseChoice = { id: number; title: string; single: 0 | 1 };

/** The account's courses and content items to pick from (an activity's link, the evaluations' course): the newest 100 of each. */
export const courseChoicesSource: RecordSource<CourseChoice[], object> = {
  name: 'courses/records/choices',
  read: async () => {
    const pages = await Promise.all(([0, 1] as const).map((single) => fetchCourseRecords({ page: 1, pageSize: 100, single })));
    return pages.flatMap((page) => page.rows.map((course) => ({ id: course.id, title: course.title, single: course.single })));
  },
};
