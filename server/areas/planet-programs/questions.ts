/**
 * Questions members asked a planet's owner (the "ask" section; ours). The owner answers (or rewrites the
 * answer) and deletes; an anonymous question never tells the owner who asked. The planet's free_ask and
 * anonymous_ask switches come with the list, as the rules in force.
 */
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { Question, QuestionPage } from '@shared/planet-programs/types.ts';
import type { QuestionRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { cleanText, type Paging } from './common.ts';
import type { Session } from '@server/http/session-types.ts';

const QUESTION_NOT_FOUND = '提问不存在';

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  asker_name: row.anonymous === 1 ? null : row.asker_name,
  anonymous: row.anonymous === 1 ? 1 : 0,
  question: row.question,
  asked_at: row.asked_at,
  answer: row.answer,
  answered_at: row.answered_at,
});

export function createQuestionService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function ownedQuestion(session: Session, planetId: number, id: number): Promise<QuestionRow> {
    await deps.planets.requireOwned(session, planetId);
    const row = await db.selectFrom('planet_questions').selectAll().where('id', '=', id).where('planet_id', '=', planetId).executeTakeFirst();
    if (!row) throw fail.notFound(QUESTION_NOT_FOUND);
    return row;
  }

  return {
    /** Newest first; `answered` 0 keeps the questions waiting for an answer, 1 the answered ones. */
    async findList(session: Session, planetId: number, paging: Paging & { answered?: 0 | 1 }): Promise<QuestionPage> {
      const { settings } = await deps.planets.ownedWithSettings(session, planetId);
      const all = db.selectFrom('planet_questions').where('planet_id', '=', planetId);
      const counts = await all
        .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('answered_at').as('answered')])
        .executeTakeFirstOrThrow();
      let base = all;
      if (paging.answered === 0) base = base.where('answered_at', 'is', null);
      if (paging.answered === 1) base = base.where('answered_at', 'is not', null);
      const questions = await countedPage(base, paging, (page) => page.selectAll().orderBy('asked_at', 'desc').orderBy('id', 'desc'), (rows) => rows.map(toQuestion));
      const answered = Number(counts.answered);
      return {
        ...questions,
        rules: { free_ask: settings.free_ask, anonymous_ask: settings.anonymous_ask },
        counts: { all: Number(counts.all), unanswered: Number(counts.all) - answered, answered },
      };
    },

    /** Answers a question, or replaces its answer (answered_at then tells when it was last written). */
    async answer(session: Session, planetId: number, id: number, text: string): Promise<Question> {
      const row = await ownedQuestion(session, planetId, id);
      const answer = cleanText('回答', text, PROGRAM_LIMITS.answerMax, true);
      const answered = { answer, answered_at: seconds(ctx.now) };
      await db.updateTable('planet_questions').set(answered).where('id', '=', id).execute();
      return toQuestion({ ...row, ...answered });
    },

    async delete(session: Session, planetId: number, id: number): Promise<void> {
      await ownedQuestion(session, planetId, id);
      await db.deleteFrom('planet_questions').where('id', '=', id).execute();
    },
  };
}
