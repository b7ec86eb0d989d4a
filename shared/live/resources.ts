/**
 * What the console's screen kit knows of live sessions: the list, one session, its stream, the courses
 * a session may belong to, and the writes beside plain CRUD (series, start, end, new key). Every cache name starts
 * with `live/` and every resource affects `live`, so a change on one live screen refreshes the others.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { liveInputOf, liveSeriesInputOf, type LiveForm, type LiveSeriesForm } from './forms.ts';
import { LIVE_STATUSES, type LiveCourseChoice, type LiveSession, type LiveStatus, type LiveStream } from './types.ts';

/** /live/list's state in the address bar: status '' is every status */
export type LiveListState = Paging & { status: '' | LiveStatus; keyword: string };

export const LIVE_STATUS_CHOICES: readonly LiveListState['status'][] = ['', ...LIVE_STATUSES];

/**
 * No `remove` here: a session on air cannot be deleted, so the list offers `removeLiveSession` only for the
 * others.
 */
export const liveSessionsResource: Resource<LiveSession, LiveListState, LiveForm> = {
  name: 'live/sessions',
  list: (q) => api.fetchLiveSessions({ page: q.page, pageSize: q.pageSize, status: q.status || undefined, keyword: q.keyword }),
  create: (form) => api.createLiveSession(liveInputOf(form)),
  update: (row, form) => api.updateLiveSession(row.id, liveInputOf(form)),
  affects: ['live'],
};

export const removeLiveSession = (live: LiveSession) => api.deleteLiveSession(live.id);
export const startLiveSession = (live: LiveSession) => api.startLiveSession(live.id);
export const endLiveSession = (live: LiveSession) => api.endLiveSession(live.id);
export const createLiveSeries = (form: LiveSeriesForm) => api.createLiveSeries(liveSeriesInputOf(form));

/** One session, by id. */
export const liveSessionSource: RecordSource<LiveSession, { id: number }> = { name: 'live/detail', read: (q) => api.fetchLiveSession(q.id) };

/** What streaming software needs for one session. */
export const liveStreamSource: RecordSource<LiveStream, { id: number }> = { name: 'live/stream', read: (q) => api.fetchLiveStream(q.id) };
export const resetStreamKey = (stream: LiveStream) => api.resetStreamKey(stream.id);

/** The sessions a push setting is wanted for: those not over yet (the 100 first), soonest first. */
export const liveToPushSource: RecordSource<LiveSession[], object> = {
  name: 'live/to-push',
  read: async () => {
    const [live, scheduled] = await Promise.all((['live', 'scheduled'] as const).map((status) => api.fetchLiveSessions({ page: 1, pageSize: 50, status })));
    return [...live!.rows, ...scheduled!.rows];
  },
};

/** The account's courses a session may belong to. Named under `courses` too: a course renamed elsewhere is fetched again. */
export const liveCoursesSource: RecordSource<LiveCourseChoice[], object> = { name: 'courses/choices/live', read: () => api.fetchLiveCourses() };
