import type { RecordResource } from '@shared/api/record-resource.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { slicePage } from '@shared/list-state/slice-page.ts';
import * as api from './client.ts';
import { chapterInputOf, liveInputOf, wxGroupInputOf, type LiveForm, type WxGroupForm } from './forms.ts';
import type {
  ActivityInput, BookChapter, BookChapterInput, LiveFigures, LiveSettings, OwnerMember, PlanetActivity, PlanetLive,
  RoadmapInput, RoadmapItem, RoadmapStatus, TimeStatus, WikiArticle, WikiInput, WxGroup,
} from './types.ts';

/** Planet member mode's records as the console's screen kit sees them. In every query 0 is every planet. */

/** a list filter's "every status" */
export const ANY_STATUS = -1;
const statusOf = (status: number) => (status === ANY_STATUS ? undefined : (status as TimeStatus));

/** /p/planet/wiki's list state: '' every category */
export type WikiQuery = Paging & { planet: number; category: string; keyword: string };

export const wikiResource: Resource<WikiArticle, WikiQuery, WikiInput, { categories: string[] }> = {
  name: 'planet-mode/wiki',
  list: (q) => api.fetchWiki({ page: q.page, pageSize: q.pageSize, planetId: q.planet || undefined, keyword: q.keyword, category: q.category }),
  create: api.createWiki,
  update: (row, input) => api.updateWiki(row.id, input),
  remove: (row) => api.deleteWiki(row.id),
};

/** /p/planet/activityList's list state: status -1 (every status), or 未开始 0, 进行中 1, 已结束 2 */
export type ActivityQuery = Paging & { planet: number; status: number; keyword: string };

export const activitiesResource: Resource<PlanetActivity, ActivityQuery, ActivityInput> = {
  name: 'planet-mode/activities',
  list: (q) => api.fetchActivities({ page: q.page, pageSize: q.pageSize, planetId: q.planet || undefined, keyword: q.keyword, status: statusOf(q.status) }),
  create: api.createActivity,
  update: (row, input) => api.updateActivity(row.id, input),
  remove: (row) => api.deleteActivity(row.id),
};

/** the figures of ended lives, with their totals (/p/planet/live/database) */
export type LiveStatisticsQuery = { planet: number };

export const liveStatisticsResource: Resource<PlanetLive, LiveStatisticsQuery, never, { totals: LiveFigures & { lives: number } }> = {
  name: 'planet-mode/live-statistics',
  list: async (q) => {
    const found = await api.fetchLiveStatistics(q.planet || undefined);
    return { ...slicePage(found.rows), totals: found.totals };
  },
};

/** the lives of the owner's planets (/p/planet/live/list) or of one (its liveList section): status as for activities */
export type LiveQuery = Paging & { planet: number; status: number };

/**
 * No `remove` here: a live on air cannot be deleted, so the list offers `removeLive` only for the others.
 * A change makes the figures of /p/planet/live/database stale too.
 */
export const livesResource: Resource<PlanetLive, LiveQuery, LiveForm> = {
  name: 'planet-mode/lives',
  list: (q) => api.fetchLives({ page: q.page, pageSize: q.pageSize, planetId: q.planet || undefined, status: statusOf(q.status) }),
  create: (form) => api.createLive(liveInputOf(form)),
  update: (row, form) => api.updateLive(row.id, liveInputOf(form)),
  affects: [liveStatisticsResource.name],
};
export const removeLive = (live: PlanetLive) => api.deleteLive(live.id);

/** the defaults for new lives */
export const liveSettingsResource: RecordResource<LiveSettings> = {
  name: 'planet-mode/live-settings',
  read: api.fetchLiveSettings,
  save: api.saveLiveSettings,
};

/** every member of the owner's planets (/p/planet/user): status -1 (every status) or a member status */
export type MemberQuery = Paging & { planet: number; status: number; keyword: string };

export const membersResource: Resource<OwnerMember, MemberQuery> = {
  name: 'planet-mode/members',
  list: (q) => api.fetchOwnerMembers({ page: q.page, pageSize: q.pageSize, planetId: q.planet || undefined, keyword: q.keyword, status: q.status === ANY_STATUS ? undefined : q.status }),
};

/** the content plan (/p/planet/future): 'all', or '0' 计划中 and '1' 已完成 */
export type RoadmapQuery = { planet: number; status: string };

export const roadmapResource: Resource<RoadmapItem, RoadmapQuery, RoadmapInput> = {
  name: 'planet-mode/roadmap',
  list: async (q) => slicePage(await api.fetchRoadmap({ planetId: q.planet || undefined, status: q.status === 'all' ? undefined : (Number(q.status) as RoadmapStatus) })),
  create: api.createRoadmapItem,
  update: (row, input) => api.updateRoadmapItem(row.id, input),
  remove: (row) => api.deleteRoadmapItem(row.id),
};
/** marks a planned item done, or a done one planned again */
export const toggleRoadmapItem = (item: RoadmapItem) => api.setRoadmapStatus(item.id, item.status === 1 ? 0 : 1);

/** the WeChat groups of the owner's planets (/p/planet/wxGroup) or of one; the server answers them all at once */
export type WxGroupQuery = Paging & { planet: number };

/** No `remove`: a group is unbound (解绑, `unbindWxGroup`), in the list's own words. */
export const wxGroupsResource: Resource<WxGroup, WxGroupQuery, WxGroupForm> = {
  name: 'planet-mode/wx-groups',
  list: async (q) => slicePage(await api.fetchWxGroups(q.planet || undefined), q),
  create: (form) => api.createWxGroup(wxGroupInputOf(form)),
  update: (row, form) => api.updateWxGroup(row.id, wxGroupInputOf(form)),
};
export const unbindWxGroup = (group: WxGroup) => api.deleteWxGroup(group.id);

/** the chapters of one planet's book (/p/planet/detail/planetBook), in their order */
export type BookQuery = { planet: number };

export const bookResource: Resource<BookChapter, BookQuery, BookChapterInput> = {
  name: 'planet-mode/book',
  list: async (q) => slicePage(await api.fetchChapters(q.planet)),
  create: (form) => api.createChapter(chapterInputOf(form)),
  update: (row, form) => api.updateChapter(row.id, chapterInputOf(form)),
  remove: (row) => api.deleteChapter(row.planet_id, row.id),
};
export const moveChapter = (chapter: BookChapter, direction: 'up' | 'down') => api.moveChapter(chapter.planet_id, chapter.id, direction);
