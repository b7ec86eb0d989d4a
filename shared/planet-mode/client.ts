import { PLANET_MODE_PATHS as PATHS } from './paths.ts';
import type {
  ActivityInput,
  BookChapter,
  BookChapterInput,
  LiveInput,
  LiveSettings,
  LiveStatistics,
  OwnerMember,
  PlanetActivity,
  PlanetLive,
  RoadmapInput,
  RoadmapItem,
  RoadmapStatus,
  TimeStatus,
  WikiArticle,
  WikiInput,
  WxGroup,
  WxGroupInput,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf } from '@shared/api/types.ts';

/** Planet member mode's own calls (docs/api.md), one function per call. */

export type PageQuery = { page: number; pageSize: number; planetId?: number | undefined };

const rowsOf = <R>(answer: { rows?: unknown[] }): R[] => (answer.rows ?? []) as R[];
const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));
const done = async (path: string, body: unknown): Promise<void> => {
  await api().postJson(path, body);
};

// activities
export const fetchActivities = async (q: PageQuery & { status?: TimeStatus | undefined; keyword?: string }) =>
  pageOf<PlanetActivity>(await api().get(PATHS.activity.findList, { page: q.page, pageSize: q.pageSize, planet_id: q.planetId, status: q.status, keyword: q.keyword }));
export const createActivity = (input: ActivityInput) => post<PlanetActivity>(PATHS.activity.create, input);
export const updateActivity = (id: number, input: ActivityInput) => post<PlanetActivity>(PATHS.activity.update, { id, ...input });
export const deleteActivity = (id: number) => done(PATHS.activity.delete, { id });

// lives
export const fetchLives = async (q: PageQuery & { status?: TimeStatus | undefined }) =>
  pageOf<PlanetLive>(await api().get(PATHS.live.findList, { page: q.page, pageSize: q.pageSize, planet_id: q.planetId, status: q.status }));
export const createLive = (input: LiveInput) => post<PlanetLive>(PATHS.live.create, input);
export const updateLive = (id: number, input: LiveInput) => post<PlanetLive>(PATHS.live.update, { id, ...input });
export const deleteLive = (id: number) => done(PATHS.live.delete, { id });
export const fetchLiveStatistics = async (planetId?: number) => dataOf(await api().get<LiveStatistics>(PATHS.live.statistics, { planet_id: planetId }));
export const fetchLiveSettings = async () => dataOf(await api().get<LiveSettings>(PATHS.live.settings));
export const saveLiveSettings = (settings: LiveSettings) => post<LiveSettings>(PATHS.live.updateSettings, settings);

// wiki
export const fetchWiki = async (q: PageQuery & { keyword?: string; category?: string }) => {
  const answer = await api().get<{ categories: string[] }>(PATHS.wiki.findList, { page: q.page, pageSize: q.pageSize, planet_id: q.planetId, keyword: q.keyword, category: q.category });
  return { ...pageOf<WikiArticle>(answer), categories: answer.data?.categories ?? [] };
};
export const createWiki = (input: WikiInput) => post<WikiArticle>(PATHS.wiki.create, input);
export const updateWiki = (id: number, input: WikiInput) => post<WikiArticle>(PATHS.wiki.update, { id, ...input });
export const deleteWiki = (id: number) => done(PATHS.wiki.delete, { id });

// roadmap
export const fetchRoadmap = async (q: { planetId?: number | undefined; status?: RoadmapStatus | undefined }) =>
  rowsOf<RoadmapItem>(await api().get(PATHS.future.findList, { planet_id: q.planetId, status: q.status }));
export const createRoadmapItem = (input: RoadmapInput) => post<RoadmapItem>(PATHS.future.create, input);
export const updateRoadmapItem = (id: number, input: RoadmapInput) => post<RoadmapItem>(PATHS.future.update, { id, ...input });
export const setRoadmapStatus = (id: number, status: RoadmapStatus) => post<RoadmapItem>(PATHS.future.setStatus, { id, status });
export const deleteRoadmapItem = (id: number) => done(PATHS.future.delete, { id });

// WeChat groups
export const fetchWxGroups = async (planetId?: number) => rowsOf<WxGroup>(await api().get(PATHS.wxGroup.findList, { planet_id: planetId }));
export const createWxGroup = (input: WxGroupInput) => post<WxGroup>(PATHS.wxGroup.create, input);
export const updateWxGroup = (id: number, input: WxGroupInput) => post<WxGroup>(PATHS.wxGroup.update, { id, ...input });
export const deleteWxGroup = (id: number) => done(PATHS.wxGroup.delete, { id });

// the planet book
export const fetchChapters = async (planetId: number) => rowsOf<BookChapter>(await api().get(PATHS.book.findList, { planet_id: planetId }));
export const createChapter = (input: BookChapterInput) => post<BookChapter>(PATHS.book.create, input);
export const updateChapter = (id: number, input: BookChapterInput) => post<BookChapter>(PATHS.book.update, { id, ...input });
export const deleteChapter = (planetId: number, id: number) => done(PATHS.book.delete, { planet_id: planetId, id });
export const moveChapter = async (planetId: number, id: number, direction: 'up' | 'down') =>
  rowsOf<BookChapter>(await api().postJson(PATHS.book.move, { planet_id: planetId, id, direction }));

// members across the owner's planets
export const fetchOwnerMembers = async (q: PageQuery & { keyword?: string; status?: number | undefined }) =>
  pageOf<OwnerMember>(await api().get(PATHS.users, { page: q.page, pageSize: q.pageSize, planet_id: q.planetId, keyword: q.keyword, status: q.status }));
