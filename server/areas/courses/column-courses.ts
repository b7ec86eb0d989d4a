/**
 * The courses a column (专栏) holds, in the teacher's order: any course of the owner's but another
 * column, each once. Removing a course from a column leaves the course itself.
 */
import { sql } from 'kysely';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import type { ColumnEntry } from '@shared/courses/types.ts';
import { isFullOrder } from '@shared/list-state/reorder.ts';
import { fail } from '@server/errors.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { presentPictures } from '@server/areas/materials/picture-refs.ts';
import type { CourseCatalog } from './courses.ts';
import { ownCoursesToHold } from './courses-to-hold.ts';

export function createColumnCourseService(ctx: ServiceContext, deps: { tokens: MediaTokens; courses: CourseCatalog }) {
  const { db } = ctx;

  async function column(session: Session, id: number) {
    const course = await deps.courses.owned(session, id);
    if (course.type !== 'column') throw fail.validation('只有专栏可以收录课程');
    return course;
  }

  async function entries(session: Session, columnId: number): Promise<ColumnEntry[]> {
    const rows = await db
      .selectFrom('column_courses as cc')
      .innerJoin('courses as c', 'c.id', 'cc.course_id')
      .select(['cc.course_id', 'c.title', 'c.type', 'c.cover_id', 'c.price', 'c.status'])
      .where('cc.column_id', '=', columnId)
      .orderBy('cc.position')
      .orderBy('cc.course_id')
      .execute();
    const covers = await presentPictures(db, session.main.id, rows.map((row) => row.cover_id));
    return rows.map((row, i) => ({
      course_id: row.course_id,
      position: i + 1,
      title: row.title,
      type: row.type,
      cover_url: covers.has(row.cover_id) ? deps.tokens.url(row.cover_id, 'file') : '',
      price: row.price,
      status: row.status === 1 ? 1 : 0,
    }));
  }

  return {
    async list(session: Session, columnId: number): Promise<ColumnEntry[]> {
      await column(session, columnId);
      return entries(session, columnId);
    },

    /** Adds the courses at the end, in the order given; one already held is left where it is. */
    async add(session: Session, columnId: number, courseIds: number[]): Promise<ColumnEntry[]> {
      await column(session, columnId);
      const wanted = await ownCoursesToHold(db, session, 'column', courseIds);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'courses', columnId);
        const held = await trx.selectFrom('column_courses').select(['course_id', 'position']).where('column_id', '=', columnId).execute();
        const fresh = wanted.filter((id) => !held.some((entry) => entry.course_id === id));
        if (held.length + fresh.length > COURSE_LIMITS.columnCoursesMax) throw fail.validation(`一个专栏最多收录 ${COURSE_LIMITS.columnCoursesMax} 门课程`);
        const last = Math.max(0, ...held.map((entry) => entry.position));
        if (fresh.length > 0) await trx.insertInto('column_courses').values(fresh.map((id, i) => ({ column_id: columnId, course_id: id, position: last + i + 1 }))).execute();
      });
      return entries(session, columnId);
    },

    async remove(session: Session, columnId: number, courseId: number): Promise<ColumnEntry[]> {
      await column(session, columnId);
      const entry = await db.selectFrom('column_courses').select('position').where('column_id', '=', columnId).where('course_id', '=', courseId).executeTakeFirst();
      if (!entry) throw fail.notFound('专栏中没有这门课程');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('column_courses').where('column_id', '=', columnId).where('course_id', '=', courseId).execute();
        await trx.updateTable('column_courses').set({ position: sql`position - 1` }).where('column_id', '=', columnId).where('position', '>', entry.position).execute();
      });
      return entries(session, columnId);
    },

    async sort(session: Session, columnId: number, ids: number[]): Promise<ColumnEntry[]> {
      await column(session, columnId);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'courses', columnId);
        const held = await trx.selectFrom('column_courses').select('course_id').where('column_id', '=', columnId).execute();
        if (!isFullOrder(ids, held.map((entry) => entry.course_id))) throw fail.validation('课程顺序不完整，请刷新后重试');
        for (const [index, id] of ids.entries()) await trx.updateTable('column_courses').set({ position: index + 1 }).where('column_id', '=', columnId).where('course_id', '=', id).execute();
      });
      return entries(session, columnId);
    },
  };
}
