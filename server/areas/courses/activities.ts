/**
 * Course activities (课程活动, /course/activityList and /course/activity/sort): promotion blocks of the
 * course pages in partitions, each partition's in the teacher's order. The status comes from the time window, never
 * stored. A cover is a picture of the teacher's library (recorded in material_uses); a link is one of the teacher's
 * courses or an https address.
 */
import { sql, type Selectable } from 'kysely';
import type { ActivityInput, CourseActivity } from '@shared/courses/activity-types.ts';
import { activityStatus, httpsUrlProblem, PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import { isFullOrder } from '@shared/list-state/reorder.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { containsText, lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { activityRecords } from '@shared/courses/record-resources.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import type { CourseActivitiesTable } from './schema.ts';
import type { PartitionService } from './partitions.ts';
import { inTimeWindowStatus } from '@server/db/time-window.ts';

const ACTIVITY_NOT_FOUND = '活动不存在';

const URL_PROBLEMS = {
  required: '请填写活动链接',
  notHttps: '活动链接必须是以 https:// 开头的网址',
  tooLong: `活动链接不能超过 ${PROMOTION_LIMITS.urlMax} 个字符`,
} as const;


type Row = Selectable<CourseActivitiesTable> & { partition_name: string; course_title: string | null };

export function createActivityService(ctx: ServiceContext, deps: { tokens: MediaTokens; partitions: PartitionService }) {
  const { db } = ctx;

  const base = (session: Session) =>
    db
      .selectFrom('course_activities as a')
      .innerJoin('course_activity_partitions as p', 'p.id', 'a.partition_id')
      .leftJoin('courses as c', 'c.id', 'a.course_id')
      .where('a.owner_id', '=', session.main.id);

  const selected = (session: Session) => base(session).selectAll('a').select(['p.name as partition_name', 'c.title as course_title']);

  async function toRecords(session: Session, rows: Row[]): Promise<CourseActivity[]> {
    const covers = await presentPictures(db, session.main.id, rows.map((row) => row.cover_id));
    const now = seconds(ctx.now);
    return rows.map((row) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      return {
        id: row.id,
        partition_id: row.partition_id,
        partition_name: row.partition_name,
        title: row.title,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        link_type: row.link_type,
        course_id: row.course_id ?? 0,
        course_title: row.course_title ?? '',
        url: row.url,
        start_at: row.start_at,
        end_at: row.end_at,
        enabled: row.enabled === 1 ? 1 : 0,
        position: row.position,
        status: activityStatus(row.start_at, row.end_at, now),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function one(session: Session, id: number): Promise<CourseActivity> {
    const row = await selected(session).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(ACTIVITY_NOT_FOUND);
    return (await toRecords(session, [row]))[0]!;
  }

  async function columns(session: Session, input: ActivityInput) {
    await deps.partitions.owned(session, input.partition_id);
    const title = checkedText('title', input.title, PROMOTION_LIMITS.activityTitleMax, true);
    if (input.end_at <= input.start_at) throw fail.validation('结束时间必须晚于开始时间');
    let courseId: number | null = null;
    let url = '';
    if (input.link_type === 'course') {
      if (input.course_id <= 0) throw fail.validation('请选择活动链接的课程');
      const course = await db.selectFrom('courses').select('id').where('id', '=', input.course_id).where('owner_id', '=', session.main.id).executeTakeFirst();
      if (!course) throw fail.validation('活动链接的课程不存在，请重新选择');
      courseId = course.id;
    } else {
      const problem = httpsUrlProblem(input.url);
      if (problem) throw fail.validation(URL_PROBLEMS[problem.code as keyof typeof URL_PROBLEMS] ?? URL_PROBLEMS.notHttps);
      url = input.url.trim();
    }
    return {
      partition_id: input.partition_id,
      title,
      cover_id: await ownPictureId(db, session, input.cover_id, '封面图片不存在，请重新选择图片素材'),
      link_type: input.link_type,
      course_id: courseId,
      url,
      start_at: input.start_at,
      end_at: input.end_at,
      enabled: input.enabled,
    };
  }

  /** The next place at the end of a partition, refused when it is full. */
  async function nextPlace(trx: Db, partitionId: number): Promise<number> {
    await lockRowForWrite(trx, 'course_activity_partitions', partitionId);
    const { n, last } = await trx
      .selectFrom('course_activities')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<number | null>('position').as('last')])
      .where('partition_id', '=', partitionId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PROMOTION_LIMITS.partitionActivitiesMax) throw fail.validation(`一个分区最多 ${PROMOTION_LIMITS.partitionActivitiesMax} 个活动`);
    return Number(last ?? 0) + 1;
  }

  /** Closes the gap an activity leaves in its partition. */
  const closeGap = (trx: Db, partitionId: number, position: number) =>
    trx.updateTable('course_activities').set({ position: sql`position - 1` }).where('partition_id', '=', partitionId).where('position', '>', position).execute();

  return {
    async list(session: Session, query: ListQueryOf<typeof activityRecords>): Promise<Page<CourseActivity>> {
      const now = seconds(ctx.now);
      let q = base(session);
      if (query.partition_id !== undefined) q = q.where('a.partition_id', '=', query.partition_id);
      if (query.status !== undefined) q = q.where(inTimeWindowStatus('a', query.status, now));
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('a.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('a').select(['p.name as partition_name', 'c.title as course_title']).orderBy('p.position').orderBy('p.id').orderBy('a.position').orderBy('a.id'), (rows) => toRecords(session, rows));
    },

    async create(session: Session, input: ActivityInput): Promise<CourseActivity> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const position = await nextPlace(trx, values.partition_id);
        const row = await trx
          .insertInto('course_activities')
          .values({ ...values, owner_id: session.main.id, position, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'activity', id: row.id }, [values.cover_id]);
        return row.id;
      });
      return one(session, id);
    },

    /** Saves the activity; moved to another partition, it goes to that partition's end. */
    async update(session: Session, id: number, input: ActivityInput): Promise<CourseActivity> {
      const current = await one(session, id);
      const values = await columns(session, input);
      await db.transaction().execute(async (trx) => {
        const moved = values.partition_id !== current.partition_id;
        const stored = moved ? await trx.selectFrom('course_activities').select('position').where('id', '=', id).executeTakeFirstOrThrow() : null;
        const position = moved ? await nextPlace(trx, values.partition_id) : undefined;
        await trx.updateTable('course_activities').set({ ...values, ...(position ? { position } : {}), updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        if (stored) await closeGap(trx, current.partition_id, stored.position);
        await recordUses(trx, { kind: 'activity', id }, [values.cover_id]);
      });
      return one(session, id);
    },

    async setEnabled(session: Session, id: number, enabled: 0 | 1): Promise<CourseActivity> {
      await one(session, id);
      await db.updateTable('course_activities').set({ enabled, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('course_activities').select(['partition_id', 'position']).where('id', '=', id).executeTakeFirstOrThrow();
        await forgetUses(trx, 'activity', [id]);
        await trx.deleteFrom('course_activities').where('id', '=', id).execute();
        await closeGap(trx, row.partition_id, row.position);
      });
    },

    /** The partition's activities in the order `ids` gives, which must name each of them once. */
    async sort(session: Session, partitionId: number, ids: number[]): Promise<CourseActivity[]> {
      await deps.partitions.owned(session, partitionId);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'course_activity_partitions', partitionId);
        const known = await trx.selectFrom('course_activities').select('id').where('partition_id', '=', partitionId).execute();
        if (!isFullOrder(ids, known.map((row) => row.id))) throw fail.validation('活动顺序不完整，请刷新后重试');
        for (const [index, id] of ids.entries()) await trx.updateTable('course_activities').set({ position: index + 1 }).where('id', '=', id).execute();
      });
      const rows = await selected(session).where('a.partition_id', '=', partitionId).orderBy('a.position').orderBy('a.id').execute();
      return toRecords(session, rows);
    },
  };
}
