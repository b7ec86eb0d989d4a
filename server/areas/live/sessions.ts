/**
 * A teacher's live sessions (spec §2 "Live"): list by status and keyword, create, edit, delete, and the
 * teacher's start and end. The status follows from the time and those two (shared/live/rules.ts); the figures are
 * what the live room recorded. The stream key never leaves here but through stream.ts.
 */
import { sql } from 'kysely';
import { canDelete, canStart, LIVE_LIMITS, liveEndsAt, liveStatus, timeProblem, type LiveTimeProblem } from '@shared/live/rules.ts';
import type { LiveInput, LiveListQuery, LiveSession } from '@shared/live/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import type { LiveSessionRow } from './schema.ts';
import { listOrder, statusIs } from './status-sql.ts';
import { newStreamKey } from './stream-keys.ts';

const LIVE_NOT_FOUND = '直播不存在';
const COVER_NOT_FOUND = '封面图片不存在，请重新选择图片素材';
const COURSE_NOT_FOUND = '课程不存在，请重新选择';

export const TIME_PROBLEMS: Record<LiveTimeProblem, string> = {
  startInPast: '开播时间不能早于当前时间',
  endedTime: '直播已结束，不能修改时间',
  liveStart: '直播进行中，不能修改开播时间',
};

/** The stored columns of a checked input: trimmed texts, the caller's own cover and course. */
export async function checkedColumns(db: Db, session: Session, input: Omit<LiveInput, 'start_at'>, titleMax: number = LIVE_LIMITS.titleMax) {
  let courseId = 0;
  if (input.course_id > 0) {
    const course = await db.selectFrom('courses').select('id').where('id', '=', input.course_id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!course) throw fail.validation(COURSE_NOT_FOUND);
    courseId = course.id;
  }
  return {
    title: checkedText('title', input.title, titleMax, true),
    introduce: checkedText('introduce', input.introduce, LIVE_LIMITS.introduceMax, false),
    cover_id: await ownPictureId(db, session, input.cover_id, COVER_NOT_FOUND),
    duration: input.duration,
    course_id: courseId,
    price: input.price,
    mode: input.mode,
    replay: input.replay,
  };
}

export function createLiveSessions(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('live_sessions as l').where('l.owner_id', '=', session.main.id);

  async function toRecords(session: Session, rows: LiveSessionRow[]): Promise<LiveSession[]> {
    if (rows.length === 0) return [];
    const owner = session.main.id;
    const at = now();
    const [covers, courses] = await Promise.all([
      presentPictures(db, owner, rows.map((row) => row.cover_id)),
      db.selectFrom('courses').select(['id', 'title']).where('owner_id', '=', owner).where('id', 'in', [0, ...new Set(rows.map((row) => row.course_id))]).execute(),
    ]);
    const courseTitle = new Map(courses.map((course) => [course.id, course.title]));
    return rows.map(({ owner_id: _owner, stream_key: _key, ...row }) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      return {
        ...row,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        course_id: courseTitle.has(row.course_id) ? row.course_id : 0,
        course_title: courseTitle.get(row.course_id) ?? '',
        mode: row.mode,
        replay: row.replay === 1 ? 1 : 0,
        status: liveStatus(row, at),
        ends_at: liveEndsAt(row),
      };
    });
  }

  async function owned(session: Session, id: number): Promise<LiveSessionRow> {
    const row = await base(session).selectAll('l').where('l.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(LIVE_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<LiveSession> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  function checkTime(current: LiveSession | null, input: { start_at: number; duration: number }): void {
    const problem = timeProblem(current, input, now());
    if (problem === 'startInPast') throw fail.validation(TIME_PROBLEMS[problem]);
    if (problem) throw fail.conflict(TIME_PROBLEMS[problem]);
  }

  return {
    one,
    owned,
    toRecords,

    async list(session: Session, query: LiveListQuery): Promise<CrudList<LiveSession>> {
      let q = base(session);
      if (query.status) q = q.where(statusIs(db, query.status, now()));
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('l.title'), keyword));
      const order = listOrder(db, query.status, now());
      return countedPage(q, query, (page) => order.reduce((ordered, [term, direction]) => ordered.orderBy(term, direction), page.selectAll('l')), (rows) => toRecords(session, rows));
    },

    async create(session: Session, input: LiveInput): Promise<LiveSession> {
      checkTime(null, input);
      const values = await checkedColumns(db, session, input);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('live_sessions')
          .values({ ...values, start_at: input.start_at, owner_id: session.main.id, stream_key: newStreamKey(), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'live', id: row.id }, [values.cover_id]);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: LiveInput): Promise<LiveSession> {
      checkTime(await one(session, id), input);
      const values = await checkedColumns(db, session, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('live_sessions').set({ ...values, start_at: input.start_at, updated_at: now() }).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'live', id }, [values.cover_id]);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      if (!canDelete((await one(session, id)).status)) throw fail.conflict('直播进行中，不能删除');
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'live', [id]);
        await trx.deleteFrom('live_sessions').where('id', '=', id).execute();
      });
    },

    /** The teacher goes live: before its time too; an ended session stays ended. */
    async start(session: Session, id: number): Promise<LiveSession> {
      const current = await one(session, id);
      if (current.status === 'ended') throw fail.conflict('直播已结束，不能再次开始');
      if (!canStart(current.status, current.started_at)) throw fail.conflict('直播已在进行中');
      await db.updateTable('live_sessions').set({ started_at: now(), updated_at: now() }).where('id', '=', id).where('ended_at', '=', 0).execute();
      return one(session, id);
    },

    /** The teacher ends a session on air, for good. */
    async end(session: Session, id: number): Promise<LiveSession> {
      const current = await one(session, id);
      if (current.status === 'scheduled') throw fail.conflict('直播尚未开始，不能结束');
      if (current.status === 'ended') throw fail.conflict('直播已结束');
      await db.updateTable('live_sessions').set({ ended_at: now(), updated_at: now() }).where('id', '=', id).where('ended_at', '=', 0).execute();
      return one(session, id);
    },

    /** The courses a session may belong to: the account's courses and columns (not content items), newest first. */
    async courses(session: Session): Promise<{ id: number; title: string }[]> {
      return db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('owner_id', '=', session.main.id)
        .where('single', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
