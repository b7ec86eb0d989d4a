/** The calls of course activities, partitions and evaluations (docs/api.md), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type ApiOk, type Page } from '@shared/api/types.ts';
import type { ActivityInput, ActivityStatus, CourseActivity, Partition } from './activity-types.ts';
import type { Evaluation, EvaluationFilters, RatingSummary } from './evaluation-types.ts';
import { COURSE_PATHS } from './paths.ts';
import { ratingSummary } from './promotion-rules.ts';

const PATHS = COURSE_PATHS;
const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));
const rowsOf = async <T>(answer: Promise<ApiOk<unknown>>): Promise<T[]> => pageOf<T>(await answer).rows;

export type ActivityListQuery = { page: number; pageSize: number; partition_id?: number; status?: ActivityStatus; keyword?: string };

export const fetchActivities = async (q: ActivityListQuery): Promise<Page<CourseActivity>> =>
  pageOf<CourseActivity>(await api().get(PATHS.activity.findList, { page: q.page, pageSize: q.pageSize, partition_id: q.partition_id, status: q.status, keyword: q.keyword || undefined }));
export const createActivity = (input: ActivityInput) => post<CourseActivity>(PATHS.activity.create, input);
export const updateActivity = (id: number, input: ActivityInput) => post<CourseActivity>(PATHS.activity.update, { id, ...input });
export const deleteActivity = async (id: number): Promise<void> => {
  await api().postJson(PATHS.activity.delete, { id });
};
export const enableActivity = (id: number, enabled: 0 | 1) => post<CourseActivity>(PATHS.activity.enable, { id, enabled });
export const sortActivities = (partitionId: number, ids: number[]) => rowsOf<CourseActivity>(api().postJson(PATHS.activity.sort, { partition_id: partitionId, ids }));

export const fetchPartitions = () => rowsOf<Partition>(api().get(PATHS.partition.findList));
export const createPartition = (name: string) => post<Partition>(PATHS.partition.create, { name });
export const renamePartition = (id: number, name: string) => post<Partition>(PATHS.partition.update, { id, name });
export const deletePartition = async (id: number): Promise<void> => {
  await api().postJson(PATHS.partition.delete, { id });
};
export const sortPartitions = (ids: number[]) => rowsOf<Partition>(api().postJson(PATHS.partition.sort, { ids }));

export type EvaluationListQuery = EvaluationFilters & { page: number; pageSize: number };

export const fetchEvaluations = async (q: EvaluationListQuery): Promise<Page<Evaluation> & { summary: RatingSummary }> => {
  const answer = await api().get<RatingSummary>(PATHS.evaluation.findList, { page: q.page, pageSize: q.pageSize, course_id: q.course_id, rating: q.rating, replied: q.replied, hidden: q.hidden });
  return { ...pageOf<Evaluation>(answer), summary: answer.data ?? ratingSummary([], 0, 0) };
};
export const replyEvaluation = (id: number, reply: string) => post<Evaluation>(PATHS.evaluation.reply, { id, reply });
export const hideEvaluation = (id: number, hidden: 0 | 1) => post<Evaluation>(PATHS.evaluation.hide, { id, hidden });
