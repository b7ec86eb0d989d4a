/**
 * Lessons of a course (/course/lesson), in the teacher's order: a video or audio material or a rich
 * text, and whether anyone may try it before buying (试看). A course's kind decides the lesson kinds it holds
 * (shared/courses/rules.ts lessonKindsOf); a column holds courses, not lessons.
 */
import { sql } from 'kysely';
import { COURSE_LIMITS, lessonKindsOf } from '@shared/courses/rules.ts';
import { isFullOrder } from '@shared/list-state/reorder.ts';
import type { Lesson, LessonInput } from '@shared/courses/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPlayedMaterial, playedMedia } from './course-media.ts';
import type { CourseCatalog } from './courses.ts';
import { checkedRichText, presentRichTexts, usedBy } from './rich-content.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import { attachCourseware, coursewareOf, ownCourseware } from './lesson-courseware.ts';

const LESSON_NOT_FOUND = '课时不存在';

const KIND_NAMES = { video: '视频', audio: '音频', richtext: '图文' } as const;

export function createLessonService(ctx: ServiceContext, deps: { tokens: MediaTokens; courses: CourseCatalog }) {
  const { db } = ctx;

  async function rowsOf(session: Session, courseId: number): Promise<Lesson[]> {
    const rows = await db.selectFrom('course_lessons').selectAll().where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();
    const owner = session.main.id;
    const [media, contents, courseware] = await Promise.all([
      playedMedia(db, deps.tokens, owner, rows.map((row) => row.source_id)),
      presentRichTexts(db, deps.tokens, owner, rows.map((row) => row.content)),
      coursewareOf(db, rows.map((row) => row.id)),
    ]);
    return rows.map((row, i) => {
      const source = row.source_id === null ? null : media.get(row.source_id) ?? null;
      return {
        id: row.id,
        course_id: row.course_id,
        type: row.type,
        title: row.title,
        source_id: source?.id ?? 0,
        source,
        content: contents[i]!,
        free: row.free === 1 ? 1 : 0,
        courseware_ids: (courseware.get(row.id) ?? []).map((piece) => piece.id),
        courseware: courseware.get(row.id) ?? [],
        position: i + 1,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  /** The caller's course that may hold a lesson of `type`. */
  async function courseFor(session: Session, courseId: number, type?: LessonInput['type']) {
    const course = await deps.courses.ownedOnPage(session, courseId);
    const kinds = course.single === 1 ? [] : lessonKindsOf(course.type);
    if (kinds.length === 0) throw fail.validation(course.single === 1 ? '单品没有课时' : '该课程类型没有课时');
    if (type && !kinds.includes(type)) throw fail.validation(`该课程不能添加${KIND_NAMES[type]}课时`);
    return course;
  }

  async function lessonOf(session: Session, id: number) {
    const row = await db
      .selectFrom('course_lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .selectAll('l')
      .where('l.id', '=', id)
      .where('c.owner_id', '=', session.main.id)
      .executeTakeFirst();
    if (!row) throw fail.notFound(LESSON_NOT_FOUND);
    return row;
  }

  async function columns(session: Session, input: LessonInput) {
    return {
      type: input.type,
      title: checkedText('title', input.title, COURSE_LIMITS.lessonTitleMax, true),
      source_id: input.type === 'richtext' ? null : await ownPlayedMaterial(db, session, input.source_id, input.type),
      content: await checkedRichText(db, session, 'content', input.content, COURSE_LIMITS.contentMax),
      free: input.free,
    };
  }

  async function answer(session: Session, courseId: number, id: number): Promise<Lesson> {
    const lesson = (await rowsOf(session, courseId)).find((row) => row.id === id);
    if (!lesson) throw fail.notFound(LESSON_NOT_FOUND);
    return lesson;
  }

  return {
    async list(session: Session, courseId: number): Promise<Lesson[]> {
      await deps.courses.owned(session, courseId);
      return rowsOf(session, courseId);
    },

    async create(session: Session, input: LessonInput): Promise<Lesson> {
      await courseFor(session, input.course_id, input.type);
      const values = await columns(session, input);
      const pieces = await ownCourseware(db, session, input.courseware_ids);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        // two lessons added at once take the next places one after the other
        await lockRowForWrite(trx, 'courses', input.course_id);
        const { n, last } = await trx
          .selectFrom('course_lessons')
          .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<number | null>('position').as('last')])
          .where('course_id', '=', input.course_id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= COURSE_LIMITS.lessonsMax) throw fail.validation(`一门课程最多 ${COURSE_LIMITS.lessonsMax} 个课时`);
        const row = await trx
          .insertInto('course_lessons')
          .values({ ...values, course_id: input.course_id, position: Number(last ?? 0) + 1, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('courses').set({ updated_at: now }).where('id', '=', input.course_id).execute();
        await recordUses(trx, { kind: 'lesson', id: row.id }, usedBy(values));
        await attachCourseware(trx, row.id, pieces ?? []);
        return row.id;
      });
      return answer(session, input.course_id, id);
    },

    async update(session: Session, id: number, input: LessonInput): Promise<Lesson> {
      const lesson = await lessonOf(session, id);
      if (lesson.course_id !== input.course_id) throw fail.validation('课时不能移到其他课程');
      await courseFor(session, lesson.course_id, input.type);
      const values = await columns(session, input);
      const pieces = await ownCourseware(db, session, input.courseware_ids);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('course_lessons').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'lesson', id }, usedBy(values));
        if (pieces) await attachCourseware(trx, id, pieces);
      });
      return answer(session, lesson.course_id, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      const lesson = await lessonOf(session, id);
      await deps.courses.ownedOnPage(session, lesson.course_id);
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'lesson', [id]);
        await trx.deleteFrom('course_lessons').where('id', '=', id).execute();
        await trx.updateTable('course_lessons').set({ position: sql`position - 1` }).where('course_id', '=', lesson.course_id).where('position', '>', lesson.position).execute();
      });
    },

    /** The lessons in the order `ids` gives, which must name each lesson of the course once. */
    async sort(session: Session, courseId: number, ids: number[]): Promise<Lesson[]> {
      await deps.courses.ownedOnPage(session, courseId);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'courses', courseId);
        const known = await trx.selectFrom('course_lessons').select('id').where('course_id', '=', courseId).execute();
        if (!isFullOrder(ids, known.map((row) => row.id))) throw fail.validation('课时顺序不完整，请刷新后重试');
        for (const [index, id] of ids.entries()) await trx.updateTable('course_lessons').set({ position: index + 1 }).where('id', '=', id).execute();
      });
      return rowsOf(session, courseId);
    },
  };
}
