/**
 * Courses of every kind (spec §2 "Course"): list by kind, create, edit, put on and take off sale, copy,
 * delete. A record shows what it holds and what holds it (lessons, a column's courses, the columns and planets
 * that offer it), so the console can say what a delete takes with it. Newest first; the keyword looks in titles.
 */
import { sql, type Selectable } from 'kysely';
import { COURSE_LIMITS, copyTitleOf, firstLessonTitle, inputSaleProblem, PLAYED_KIND, priceProblem, saleProblem, startsWithLesson, type SaleProblem } from '@shared/courses/rules.ts';
import type { CourseInput, CourseKind, CourseRecord, SaleStatus } from '@shared/courses/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { courseRecords } from '@shared/courses/record-resources.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import type { CoursesTable } from './schema.ts';
import { ownPlayedMaterial, playedMedia } from './course-media.ts';
import { ownCoursesToHold } from './courses-to-hold.ts';
import { checkedRichText, presentRichTexts, usedBy } from './rich-content.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import { requirePage } from '@server/http/page-access.ts';
import { pageOfCourse } from '@shared/courses/pages.ts';

const COURSE_NOT_FOUND = '课程不存在';

/** the kinds a content item (单品) may be */
const SINGLE_KINDS: readonly CourseKind[] = ['video', 'audio', 'richtext'];
const COVER_NOT_FOUND = '封面图片不存在，请重新选择图片素材';
const TEACHER_NOT_FOUND = '讲师不存在，请重新选择';
const COLUMN_COURSES_ON_MANAGE = '专栏中的课程请在「管理课程」中调整';

const SALE_PROBLEMS: Record<SaleProblem, string> = {
  noMedia: '请先选择课程的视频或音频素材，再上架',
  emptyColumn: '专栏中还没有课程，请先添加课程再上架',
  noLessons: '课程中还没有课时，请先添加课时再上架',
  noContent: '请先填写图文详情或添加课时，再上架',
};


type CopyInput = { id: number; title: string; lessons: 0 | 1 };

export type CourseOptions = {
  /** the platform's student side, where a course's page lives (LECTERN_STUDENT_ORIGIN) */
  studentOrigin: string;
};

type Row = Selectable<CoursesTable>;

export function createCourseCatalog(ctx: ServiceContext, deps: { tokens: MediaTokens; options: CourseOptions }) {
  const { db } = ctx;
  const base = (session: Session) => db.selectFrom('courses as c').where('c.owner_id', '=', session.main.id);

  async function toRecords(session: Session, rows: Row[]): Promise<CourseRecord[]> {
    if (rows.length === 0) return [];
    const owner = session.main.id;
    const ids = rows.map((row) => row.id);
    const [covers, media, contents, teachers, lessons, held, holders, planets] = await Promise.all([
      presentPictures(db, owner, rows.map((row) => row.cover_id)),
      playedMedia(db, deps.tokens, owner, rows.map((row) => row.source_id)),
      presentRichTexts(db, deps.tokens, owner, rows.map((row) => row.content)),
      db.selectFrom('teach_teachers').select(['id', 'name']).where('owner_id', '=', owner).where('id', 'in', [0, ...rows.map((row) => row.teacher_id)]).execute(),
      countBy('course_lessons', 'course_id', ids),
      countBy('column_courses', 'column_id', ids),
      countBy('column_courses', 'course_id', ids),
      countBy('planet_courses', 'course_id', ids),
    ]);
    const teacherName = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));
    return rows.map((row, i) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      const source = row.source_id === null ? null : media.get(row.source_id) ?? null;
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        summary: row.summary,
        content: contents[i]!,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        source_id: source?.id ?? 0,
        source,
        teacher_id: teacherName.has(row.teacher_id) ? row.teacher_id : 0,
        teacher_name: teacherName.get(row.teacher_id) ?? '',
        price: row.price,
        original_price: row.original_price,
        status: row.status === 1 ? 1 : 0,
        single: row.single === 1 ? 1 : 0,
        lesson_count: lessons.get(row.id) ?? 0,
        course_count: held.get(row.id) ?? 0,
        column_count: holders.get(row.id) ?? 0,
        planet_count: planets.get(row.id) ?? 0,
        link: courseLink(deps.options.studentOrigin, row.id),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function countBy(table: 'course_lessons' | 'column_courses' | 'planet_courses', column: 'course_id' | 'column_id', ids: number[]): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom(table)
      .select([sql.ref<number>(column).as('id'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(sql.ref(column), 'in', ids)
      .groupBy(sql.ref(column))
      .execute();
    return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
  }

  async function owned(session: Session, id: number): Promise<Row> {
    const row = await base(session).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(COURSE_NOT_FOUND);
    return row;
  }

  /** The caller's course, refused when its page is not in the caller's menu. */
  async function ownedOnPage(session: Session, id: number): Promise<Row> {
    const row = await owned(session, id);
    requirePage(session, pageOfCourse(row));
    return row;
  }

  async function one(session: Session, id: number): Promise<CourseRecord> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  async function columns(session: Session, input: CourseInput) {
    const problem = priceProblem(input.price, input.original_price);
    if (problem === 'priceTooHigh') throw fail.validation(`参数错误：price 不能超过 ${COURSE_LIMITS.priceMax / 100} 元`);
    if (problem === 'originalBelowPrice') throw fail.validation('划线价不能低于售价');
    const played = PLAYED_KIND[input.type];
    let teacherId = 0;
    if (input.teacher_id > 0) {
      const teacher = await db.selectFrom('teach_teachers').select('id').where('id', '=', input.teacher_id).where('owner_id', '=', session.main.id).executeTakeFirst();
      if (!teacher) throw fail.validation(TEACHER_NOT_FOUND);
      teacherId = teacher.id;
    }
    return {
      title: checkedText('title', input.title, COURSE_LIMITS.titleMax, true),
      summary: checkedText('summary', input.summary, COURSE_LIMITS.summaryMax, false),
      content: await checkedRichText(db, session, 'content', input.content, COURSE_LIMITS.contentMax),
      cover_id: await ownPictureId(db, session, input.cover_id, COVER_NOT_FOUND),
      source_id: played ? await ownPlayedMaterial(db, session, input.source_id, played) : null,
      teacher_id: teacherId,
      price: input.price,
      original_price: input.original_price,
    };
  }

  /** Puts a course on sale only when students would get something for their money. */
  function checkSale(course: Parameters<typeof saleProblem>[0], status: SaleStatus): void {
    if (status !== 1) return;
    const problem = saleProblem(course);
    if (problem) throw fail.validation(SALE_PROBLEMS[problem]);
  }

  return {
    one,
    owned,
    ownedOnPage,

    async list(session: Session, query: ListQueryOf<typeof courseRecords>): Promise<Page<CourseRecord>> {
      let q = base(session);
      if (query.type) q = q.where('c.type', '=', query.type);
      if (query.status !== undefined) q = q.where('c.status', '=', query.status);
      q = q.where('c.single', '=', query.single ?? 0);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('c.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('c').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), (rows) => toRecords(session, rows));
    },

    async create(session: Session, input: CourseInput): Promise<CourseRecord> {
      requirePage(session, pageOfCourse(input));
      const values = await columns(session, input);
      if (input.single === 1 && !SINGLE_KINDS.includes(input.type)) throw fail.validation('单品只能是视频、音频或图文');
      const held = await ownCoursesToHold(db, session, input.type, input.course_ids ?? []);
      // a new course holds what it is made with: its material as the first lesson, a column the courses picked
      const problem = input.status === 1 ? inputSaleProblem({ ...input, source_id: values.source_id ?? 0, content: values.content }) : null;
      if (problem) throw fail.validation(SALE_PROBLEMS[problem]);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('courses')
          .values({ ...values, type: input.type, single: input.single, owner_id: session.main.id, status: input.status, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'course', id: row.id }, usedBy(values));
        const played = PLAYED_KIND[input.type];
        if (played && values.source_id !== null && startsWithLesson(input.type, input.single)) {
          const material = await trx.selectFrom('materials').select('file_name').where('id', '=', values.source_id).executeTakeFirstOrThrow();
          const lesson = { type: played, title: firstLessonTitle(material.file_name, values.title), source_id: values.source_id, content: '', free: 0 } as const;
          const made = await trx.insertInto('course_lessons').values({ ...lesson, course_id: row.id, position: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
          await recordUses(trx, { kind: 'lesson', id: made.id }, usedBy(lesson));
        }
        if (held.length > 0) await trx.insertInto('column_courses').values(held.map((courseId, i) => ({ column_id: row.id, course_id: courseId, position: i + 1 }))).execute();
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: CourseInput): Promise<CourseRecord> {
      const row = await ownedOnPage(session, id);
      if (row.type !== input.type || row.single !== input.single) throw fail.validation('课程类型不能修改');
      if ((input.course_ids?.length ?? 0) > 0) throw fail.validation(COLUMN_COURSES_ON_MANAGE);
      const values = await columns(session, input);
      // the sale is judged on the course as it will be, before anything is written
      const problem = input.status === 1 ? inputSaleProblem({ ...input, source_id: values.source_id ?? 0, content: values.content }, await one(session, id)) : null;
      if (problem) throw fail.validation(SALE_PROBLEMS[problem]);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('courses').set({ ...values, status: input.status, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'course', id }, usedBy(values));
      });
      return one(session, id);
    },

    async setSale(session: Session, id: number, status: SaleStatus): Promise<CourseRecord> {
      await ownedOnPage(session, id);
      const course = await one(session, id);
      checkSale(course, status);
      await db.updateTable('courses').set({ status, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    /** A copy off sale, with the lessons (or a column's courses) when asked. */
    async copy(session: Session, input: CopyInput): Promise<CourseRecord> {
      const source = await ownedOnPage(session, input.id);
      const title = checkedText('title', input.title || copyTitleOf(source.title), COURSE_LIMITS.titleMax, true);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const { id: _id, created_at: _created, updated_at: _updated, ...fields } = source;
        const copied = await trx.insertInto('courses').values({ ...fields, title, status: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'course', id: copied.id }, usedBy(fields));
        if (input.lessons === 1) {
          const lessons = await trx.selectFrom('course_lessons').selectAll().where('course_id', '=', source.id).orderBy('position').execute();
          if (lessons.length > 0) {
            const made = await trx
              .insertInto('course_lessons')
              .values(lessons.map(({ id: _lesson, ...lesson }) => ({ ...lesson, course_id: copied.id, created_at: now, updated_at: now })))
              .returning(['id', 'source_id', 'content'])
              .execute();
            for (const lesson of made) await recordUses(trx, { kind: 'lesson', id: lesson.id }, usedBy(lesson));
            // the copies come back in the order they were written
            const copyOf = new Map(lessons.map((lesson, index) => [lesson.id, made[index]!.id]));
            const pieces = await trx.selectFrom('lesson_courseware').selectAll().where('lesson_id', 'in', [...copyOf.keys()]).execute();
            if (pieces.length > 0) await trx.insertInto('lesson_courseware').values(pieces.map((piece) => ({ ...piece, lesson_id: copyOf.get(piece.lesson_id)! }))).execute();
          }
          const held = await trx.selectFrom('column_courses').select(['course_id', 'position']).where('column_id', '=', source.id).execute();
          if (held.length > 0) await trx.insertInto('column_courses').values(held.map((entry) => ({ ...entry, column_id: copied.id }))).execute();
        }
        return copied.id;
      });
      return one(session, id);
    },

    /** Deletes the course with its lessons and its places in columns and planets (the console names them first). */
    async remove(session: Session, id: number): Promise<void> {
      await ownedOnPage(session, id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('planets').set({ has_homepage: 0, homepage_id: 0 }).where('homepage_id', '=', id).where('owner_id', '=', session.main.id).execute();
        const lessons = await trx.selectFrom('course_lessons').select('id').where('course_id', '=', id).execute();
        await forgetUses(trx, 'lesson', lessons.map((lesson) => lesson.id));
        await forgetUses(trx, 'course', [id]);
        await trx.deleteFrom('courses').where('id', '=', id).execute();
      });
    },
  };
}

/** The course's page on the student side, which its poster's QR code opens. */
function courseLink(studentOrigin: string, id: number): string {
  return `${studentOrigin}/course/detail?id=${id}`;
}

export type CourseCatalog = ReturnType<typeof createCourseCatalog>;
