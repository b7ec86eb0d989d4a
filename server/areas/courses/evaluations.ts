/**
 * Order evaluations (课程评价): buyers' ratings and comments on the teacher's courses, written on the
 * student side. The teacher lists them by course with their figures, replies in plain text (shown to students, so
 * it passes the content check at validation) and hides one from the course page. Owner scoping goes through the
 * course.
 */
import type { Selectable } from 'kysely';
import type { Evaluation, EvaluationFilters, Rating, RatingSummary } from '@shared/courses/evaluation-types.ts';
import { PROMOTION_LIMITS, ratingSummary } from '@shared/courses/promotion-rules.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Page } from '@shared/api/types.ts';
import type { Session } from '@server/http/session-types.ts';
import type { CourseCatalog } from './courses.ts';
import type { CourseEvaluationsTable } from './schema.ts';

const EVALUATION_NOT_FOUND = '评价不存在';

export type EvaluationQuery = EvaluationFilters & { page: number; pageSize: number };

type Row = Selectable<CourseEvaluationsTable> & { course_title: string };

const toEvaluation = (row: Row): Evaluation => ({
  id: row.id,
  course_id: row.course_id,
  course_title: row.course_title,
  buyer_nickname: row.buyer_nickname,
  buyer_phone: row.buyer_phone,
  rating: row.rating as Rating,
  content: row.content,
  reply: row.reply,
  replied_at: row.replied_at,
  hidden: row.hidden === 1 ? 1 : 0,
  created_at: row.created_at,
});

export function createEvaluationService(ctx: ServiceContext, deps: { courses: CourseCatalog }) {
  const { db } = ctx;

  const base = (session: Session) => db.selectFrom('course_evaluations as e').innerJoin('courses as c', 'c.id', 'e.course_id').where('c.owner_id', '=', session.main.id);

  async function one(session: Session, id: number): Promise<Evaluation> {
    const row = await base(session).selectAll('e').select('c.title as course_title').where('e.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(EVALUATION_NOT_FOUND);
    return toEvaluation(row);
  }

  /** Figures of every evaluation of the course (or of all the teacher's courses), whatever the filters. */
  async function summaryOf(session: Session, courseId: number | undefined): Promise<RatingSummary> {
    let q = base(session);
    if (courseId !== undefined) q = q.where('e.course_id', '=', courseId);
    const rows = await q
      .select([
        'e.rating',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.count<number>(eb.case().when('e.replied_at', '=', 0).then(1).end()).as('unreplied'),
        (eb) => eb.fn.count<number>(eb.case().when('e.hidden', '=', 1).then(1).end()).as('hidden'),
      ])
      .groupBy('e.rating')
      .execute();
    const counts = [0, 0, 0, 0, 0];
    for (const row of rows) counts[row.rating - 1] = Number(row.n);
    const sum = (key: 'unreplied' | 'hidden') => rows.reduce((total, row) => total + Number(row[key]), 0);
    return ratingSummary(counts, sum('unreplied'), sum('hidden'));
  }

  return {
    async list(session: Session, query: EvaluationQuery): Promise<Page<Evaluation> & { data: RatingSummary }> {
      if (query.course_id !== undefined) await deps.courses.owned(session, query.course_id);
      let q = base(session);
      if (query.course_id !== undefined) q = q.where('e.course_id', '=', query.course_id);
      if (query.rating !== undefined) q = q.where('e.rating', '=', query.rating);
      if (query.replied === 1) q = q.where('e.replied_at', '>', 0);
      if (query.replied === 0) q = q.where('e.replied_at', '=', 0);
      if (query.hidden !== undefined) q = q.where('e.hidden', '=', query.hidden);
      const [found, summary] = await Promise.all([
        countedPage(q, query, (page) => page.selectAll('e').select('c.title as course_title').orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'), (rows) => rows.map(toEvaluation)),
        summaryOf(session, query.course_id),
      ]);
      return { ...found, data: summary };
    },

    /** Writes the teacher's reply; an empty one takes it away. */
    async reply(session: Session, id: number, text: string): Promise<Evaluation> {
      await one(session, id);
      const reply = checkedText('reply', text, PROMOTION_LIMITS.replyMax, false);
      await db.updateTable('course_evaluations').set({ reply, replied_at: reply ? seconds(ctx.now) : 0 }).where('id', '=', id).execute();
      return one(session, id);
    },

    async setHidden(session: Session, id: number, hidden: 0 | 1): Promise<Evaluation> {
      await one(session, id);
      await db.updateTable('course_evaluations').set({ hidden }).where('id', '=', id).execute();
      return one(session, id);
    },
  };
}
