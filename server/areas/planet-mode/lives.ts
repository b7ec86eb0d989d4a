/**
 * The owner's planet live streams (/p/planet/live/list, /database, /setting). The status comes from the
 * time (scheduled start + duration); the figures are what the live room recorded, read once a live has ended.
 */
import { sql, type Selectable } from 'kysely';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import { liveEnd, timeStatus } from '@shared/planet-mode/rules.ts';
import type { lives } from '@shared/planet-mode/definitions.ts';
import type { LiveAudience, LiveFigures, LiveInput, LiveSettings, LiveStatistics, PlanetLive } from '@shared/planet-mode/types.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { PlanetLivesTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import type { Session } from '@server/http/session-types.ts';

const LIVE_NOT_FOUND = '直播不存在';

/** What a teacher who never saved the live settings gets. */
const DEFAULT_LIVE_SETTINGS: LiveSettings = { audience: 'members', chat: 1, auto_replay: 1, replay_days: 30, remind_minutes: 15 };

type Row = Selectable<PlanetLivesTable> & { planet_title: string };

const FIGURES = ['viewers', 'peak_online', 'avg_watch_minutes', 'comments', 'replay_views'] as const satisfies readonly (keyof LiveFigures)[];

export function createLiveService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function toLives(session: Session, rows: Row[]): Promise<PlanetLive[]> {
    const now = seconds(ctx.now);
    const covers = await presentPictures(db, session.main.id, rows.map((row) => row.cover_id));
    return rows.map((row) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      return {
        id: row.id,
        planet_id: row.planet_id,
        planet_title: row.planet_title,
        title: row.title,
        start_at: row.start_at,
        duration: row.duration,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        introduce: row.introduce,
        viewers: row.viewers,
        peak_online: row.peak_online,
        avg_watch_minutes: row.avg_watch_minutes,
        comments: row.comments,
        replay_views: row.replay_views,
        status: timeStatus(row.start_at, liveEnd(row.start_at, row.duration), now),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  const base = (session: Session) =>
    db.selectFrom('planet_lives as l').innerJoin('planets as p', 'p.id', 'l.planet_id').where('l.owner_id', '=', session.main.id);

  async function one(session: Session, id: number): Promise<PlanetLive> {
    const row = await base(session).selectAll('l').select('p.title as planet_title').where('l.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(LIVE_NOT_FOUND);
    return (await toLives(session, [row]))[0]!;
  }

  async function columns(session: Session, input: LiveInput) {
    await deps.planets.requireOwned(session, input.planet_id);
    const title = checkedText('title', input.title, MODE_LIMITS.titleMax, true);
    const introduce = checkedText('introduce', input.introduce, MODE_LIMITS.descriptionMax, false);
    const cover = await ownPictureId(db, session, input.cover_id, '封面图不存在，请重新选择图片素材');
    return { planet_id: input.planet_id, title, introduce, start_at: input.start_at, duration: input.duration, cover_id: cover };
  }

  async function list(session: Session, query: ListQueryOf<typeof lives>): Promise<Page<PlanetLive>> {
    const now = seconds(ctx.now);
    let q = base(session);
    if (query.planet_id !== undefined) {
      await deps.planets.requireOwned(session, query.planet_id);
      q = q.where('l.planet_id', '=', query.planet_id);
    }
    if (query.status === 0) q = q.where('l.start_at', '>', now);
    if (query.status === 1) q = q.where('l.start_at', '<=', now).where(sql<boolean>`l.start_at + l.duration * 60 > ${now}`);
    if (query.status === 2) q = q.where(sql<boolean>`l.start_at + l.duration * 60 <= ${now}`);
    return countedPage(q, query, (page) => page.selectAll('l').select('p.title as planet_title').orderBy('l.start_at', 'desc').orderBy('l.id', 'desc'), (rows) => toLives(session, rows));
  }

  return {
    list,

    async create(session: Session, input: LiveInput): Promise<PlanetLive> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_lives')
        .values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return one(session, row.id);
    },

    async update(session: Session, id: number, input: LiveInput): Promise<PlanetLive> {
      const current = await one(session, id);
      // an ended live is history: its time and figures stay as they were
      if (current.status === 2 && (input.start_at !== current.start_at || input.duration !== current.duration)) {
        throw fail.conflict('直播已结束，不能修改时间');
      }
      const values = await columns(session, input);
      await db.updateTable('planet_lives').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      const current = await one(session, id);
      if (current.status === 1) throw fail.conflict('直播进行中，不能删除');
      await db.deleteFrom('planet_lives').where('id', '=', id).execute();
    },

    /** The figures of ended lives, newest first, with their totals (average watch time: the mean of the lives'). */
    async statistics(session: Session, planetId?: number): Promise<LiveStatistics> {
      const ended = await list(session, { page: 1, pageSize: 500, status: 2, ...(planetId !== undefined ? { planet_id: planetId } : {}) });
      const totals = { lives: ended.rows.length, viewers: 0, peak_online: 0, avg_watch_minutes: 0, comments: 0, replay_views: 0 };
      for (const live of ended.rows) {
        for (const figure of FIGURES) if (figure !== 'peak_online' && figure !== 'avg_watch_minutes') totals[figure] += live[figure];
        totals.peak_online = Math.max(totals.peak_online, live.peak_online);
        totals.avg_watch_minutes += live.avg_watch_minutes;
      }
      if (totals.lives) totals.avg_watch_minutes = Math.round(totals.avg_watch_minutes / totals.lives);
      return { totals, rows: ended.rows };
    },

    async settings(session: Session): Promise<LiveSettings> {
      const row = await db.selectFrom('planet_live_settings').selectAll().where('owner_id', '=', session.main.id).executeTakeFirst();
      if (!row) return { ...DEFAULT_LIVE_SETTINGS };
      return {
        audience: row.audience as LiveAudience,
        chat: row.chat === 1 ? 1 : 0,
        auto_replay: row.auto_replay === 1 ? 1 : 0,
        replay_days: row.replay_days,
        remind_minutes: row.remind_minutes,
      };
    },

    async saveSettings(session: Session, settings: LiveSettings): Promise<LiveSettings> {
      const values = { ...settings, updated_at: seconds(ctx.now) };
      await db
        .insertInto('planet_live_settings')
        .values({ ...values, owner_id: session.main.id })
        .onConflict((oc) => oc.column('owner_id').doUpdateSet(values))
        .execute();
      return { ...settings };
    },
  };
}
