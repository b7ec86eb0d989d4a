/**
 * Homework of a planet (ours, docs/decisions.md): assignments with a deadline and an
 * open/closed status, the members' submissions, and the teacher's review (a comment and a score of 0–100).
 * Deleting an assignment deletes its submissions.
 */
import { sql } from 'kysely';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { Homework, HomeworkInput, HomeworkSubmission, HomeworkSubmissionPage } from '@shared/planet-programs/types.ts';
import type { HomeworkRow, SubmissionRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { cleanText, type Paging } from './common.ts';
import type { Session } from '@server/http/session-types.ts';

const HOMEWORK_NOT_FOUND = '作业不存在';
const SUBMISSION_NOT_FOUND = '作业提交不存在';

const toSubmission = (row: SubmissionRow): HomeworkSubmission => ({
  id: row.id,
  homework_id: row.homework_id,
  member_id: row.member_id,
  member_name: row.member_name,
  text: row.text,
  submitted_at: row.submitted_at,
  comment: row.comment,
  score: row.score,
  reviewed_at: row.reviewed_at,
});

export function createHomeworkService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function ownedHomework(session: Session, planetId: number, id: number): Promise<HomeworkRow> {
    await deps.planets.requireOwned(session, planetId);
    const row = await db.selectFrom('planet_homeworks').selectAll().where('id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
    if (!row) throw fail.notFound(HOMEWORK_NOT_FOUND);
    return row;
  }

  async function toHomeworks(rows: HomeworkRow[]): Promise<Homework[]> {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await db
          .selectFrom('planet_homework_submissions')
          .select((eb) => ['homework_id', eb.fn.countAll<number>().as('submitted'), sql<number>`count(reviewed_at)`.as('reviewed')])
          .where('homework_id', 'in', ids)
          .groupBy('homework_id')
          .execute()
      : [];
    const byHomework = new Map(counts.map((count) => [count.homework_id, count]));
    return rows.map((row) => ({
      id: row.id,
      planet_id: row.planet_id,
      title: row.title,
      content: row.content,
      deadline: row.deadline,
      status: row.status === 2 ? 2 : 1,
      submission_count: Number(byHomework.get(row.id)?.submitted ?? 0),
      reviewed_count: Number(byHomework.get(row.id)?.reviewed ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  function values(input: HomeworkInput, isNew: boolean, storedDeadline = 0) {
    const title = cleanText('作业标题', input.title, PROGRAM_LIMITS.titleMax, true);
    const content = cleanText('作业要求', input.content, PROGRAM_LIMITS.contentMax, false);
    if (!(input.deadline > 0)) throw fail.validation('请选择截止时间');
    if ((isNew || input.deadline !== storedDeadline) && input.deadline <= seconds(ctx.now)) throw fail.validation('截止时间必须晚于当前时间');
    return { title, content, deadline: input.deadline, status: input.status };
  }

  return {
    async findList(session: Session, planetId: number, paging: Paging): Promise<{ rows: Homework[]; totalCount: number }> {
      await deps.planets.requireOwned(session, planetId);
      const base = db.selectFrom('planet_homeworks').where('planet_id', '=', planetId);
      return countedPage(base, paging, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), toHomeworks);
    },

    detail: async (session: Session, planetId: number, id: number): Promise<Homework> => (await toHomeworks([await ownedHomework(session, planetId, id)]))[0]!,

    async create(session: Session, planetId: number, input: HomeworkInput): Promise<{ id: number }> {
      await deps.planets.requireOwned(session, planetId);
      const clean = values(input, true);
      const now = seconds(ctx.now);
      const row = await db
        .insertInto('planet_homeworks')
        .values({ ...clean, planet_id: planetId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },

    async update(session: Session, planetId: number, id: number, input: HomeworkInput): Promise<Homework> {
      const stored = await ownedHomework(session, planetId, id);
      const clean = values(input, false, stored.deadline);
      await db.updateTable('planet_homeworks').set({ ...clean, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return (await toHomeworks([await ownedHomework(session, planetId, id)]))[0]!;
    },

    async delete(session: Session, planetId: number, id: number): Promise<void> {
      await ownedHomework(session, planetId, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('planet_homework_submissions').where('homework_id', '=', id).execute();
        await trx.deleteFrom('planet_homeworks').where('id', '=', id).execute();
      });
    },

    /** Submissions, newest first; `reviewed` 0 or 1 keeps those still waiting, or those reviewed. */
    async submissionList(session: Session, planetId: number, homeworkId: number, paging: Paging & { reviewed?: 0 | 1 }): Promise<HomeworkSubmissionPage> {
      const homework = await ownedHomework(session, planetId, homeworkId);
      let base = db.selectFrom('planet_homework_submissions').where('homework_id', '=', homeworkId).where('planet_id', '=', planetId);
      if (paging.reviewed === 0) base = base.where('reviewed_at', 'is', null);
      if (paging.reviewed === 1) base = base.where('reviewed_at', 'is not', null);
      const found = await countedPage(base, paging, (page) => page.selectAll().orderBy('submitted_at', 'desc').orderBy('id', 'desc'), (rows) => rows.map(toSubmission));
      return { ...found, homework: (await toHomeworks([homework]))[0]! };
    },

    /** The teacher's comment and score on a submission; a second review replaces the first. */
    async review(session: Session, planetId: number, id: number, input: { comment: string; score: number }): Promise<HomeworkSubmission> {
      await deps.planets.requireOwned(session, planetId);
      const row = await db.selectFrom('planet_homework_submissions').selectAll().where('id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
      if (!row) throw fail.notFound(SUBMISSION_NOT_FOUND);
      const comment = cleanText('点评', input.comment, PROGRAM_LIMITS.commentMax, true);
      const reviewed = { comment, score: input.score, reviewed_at: seconds(ctx.now) };
      await db.updateTable('planet_homework_submissions').set(reviewed).where('id', '=', id).execute();
      return toSubmission({ ...row, ...reviewed });
    },
  };
}
