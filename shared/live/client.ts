/** The live calls (docs/api.md "Live"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { LIVE_PATHS as PATHS } from './paths.ts';
import type { LiveCourseChoice, LiveInput, LiveSeriesInput, LiveListQuery, LiveSession, LiveStream } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));


export const fetchLiveSessions = async (q: LiveListQuery): Promise<Page<LiveSession>> =>
  pageOf<LiveSession>(await api().get(PATHS.session.findList, { page: q.page, pageSize: q.pageSize, status: q.status, keyword: q.keyword || undefined }));
export const fetchLiveSession = async (id: number): Promise<LiveSession> => dataOf(await api().get<LiveSession>(PATHS.detail, { id }));
export const createLiveSession = (input: LiveInput) => post<LiveSession>(PATHS.session.create, input);
export const updateLiveSession = (id: number, input: LiveInput) => post<LiveSession>(PATHS.session.update, { id, ...input });
export const deleteLiveSession = async (id: number): Promise<void> => {
  await api().postJson(PATHS.session.delete, { id });
};
export const createLiveSeries = async (input: LiveSeriesInput): Promise<LiveSession[]> => pageOf<LiveSession>(await api().postJson(PATHS.batch, input)).rows;
export const startLiveSession = (id: number) => post<LiveSession>(PATHS.start, { id });
export const endLiveSession = (id: number) => post<LiveSession>(PATHS.end, { id });
export const fetchLiveStream = async (id: number): Promise<LiveStream> => dataOf(await api().get<LiveStream>(PATHS.stream, { id }));
export const resetStreamKey = (id: number) => post<LiveStream>(PATHS.resetKey, { id });
export const fetchLiveCourses = async (): Promise<LiveCourseChoice[]> => pageOf<LiveCourseChoice>(await api().get(PATHS.courses, {})).rows;
