/**
 * Planet program calls (docs/api.md): punch-card plans (/api/v4/planet/punchcard/*, spec
 * §7), homework (/api/v4/planet/homework/*, ours), specials (/api/v4/planetSpecial/*, spec §7) and members'
 * questions (/api/v4/planet/ask/*, ours). Lists answer `rows` and `totalCount`; a list with more to say (a plan's
 * cards, a homework's submissions, the questions) adds it as `data`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { ASK_PATHS, HOMEWORK_PATHS, PUNCHCARD_PATHS, SPECIAL_PATHS } from '@shared/planet-programs/paths.ts';
import {
  Homework,
  HomeworkSubmission,
  HomeworkSubmissionPageData,
  PunchCard,
  PunchCardPageData,
  PunchPlan,
  Question,
  QuestionPageData,
  Special,
  type HomeworkInput,
  type PunchPlanInput,
  type SpecialInput,
} from '@shared/planet-programs/types.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer, rowsWithDataAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { answerBody, choice, dayField, homeworkBodies, listQuery, planBodies, recordBody, recordQuery, reviewBody, specialBodies } from './schemas.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

/** A page of rows with what else the list says. */
const okPage = <Row, T>(rows: Row[], totalCount: number, data: T) => ({ result: 'ok' as const, data, rows, totalCount });

const created = answers(dataAnswer(Type.Object({ id: Type.Integer() })));
const done = answers(EmptyAnswer);
const post = { querystring: queryOf({}) };

const planInput = (body: Partial<PunchPlanInput>): PunchPlanInput => ({
  title: body.title ?? '',
  content: body.content ?? '',
  punchcard_daily_limit: body.punchcard_daily_limit ?? 1,
  punchcard_time_limit: body.punchcard_time_limit ?? '',
  start_at: body.start_at ?? 0,
  end_at: body.end_at ?? 0,
});

const homeworkInput = (body: Partial<HomeworkInput>): HomeworkInput => ({
  title: body.title ?? '',
  content: body.content ?? '',
  deadline: body.deadline ?? 0,
  status: body.status ?? 1,
});

const specialInput = (body: Partial<SpecialInput>): SpecialInput => ({
  type: body.type ?? 1,
  price: body.price ?? 0,
  anonymous: body.anonymous ?? 0,
  title: body.title ?? '',
  content: body.content ?? '',
  time_range: body.time_range ?? 0,
  ended_type: body.ended_type ?? 1,
  ended_at: body.ended_at ?? 0,
  show_type: body.show_type ?? 1,
  plan_id: body.plan_id ?? 0,
});

export function registerPlanetProgramRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { punchcards, homework, specials: specialService, questions } = services.planetPrograms;

  // punch-card plans
  const plan = answers(dataAnswer(PunchPlan));
  app.get(
    PUNCHCARD_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ status: choice([0, 1, 2]) }), response: answers(rowsAnswer(PunchPlan)) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await punchcards.findList(sessionOf(request), planet_id, rest);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(PUNCHCARD_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery, response: plan } }, async (request) =>
    ok(await punchcards.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post(PUNCHCARD_PATHS.create, { config: PLANET, schema: { ...post, body: planBodies.create, response: created } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await punchcards.create(sessionOf(request), planet_id, planInput(input)));
  });
  app.post(PUNCHCARD_PATHS.update, { config: PLANET, schema: { ...post, body: planBodies.update, response: plan } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await punchcards.update(sessionOf(request), planet_id, id, planInput(input)));
  });
  app.post(PUNCHCARD_PATHS.delete, { config: PLANET, schema: { ...post, body: recordBody, response: done } }, async (request) => {
    await punchcards.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
  app.get(
    PUNCHCARD_PATHS.cardList,
    { config: PLANET, schema: { querystring: listQuery({ plan_id: Id, day: Type.Optional(dayField) }, 20, 100), response: answers(rowsWithDataAnswer(PunchCard, PunchCardPageData)) } },
    async (request) => {
      const { planet_id, plan_id, ...rest } = request.query;
      const found = await punchcards.cardList(sessionOf(request), planet_id, plan_id, rest);
      return okPage(found.rows, found.totalCount, { plan: found.plan, days: found.days });
    },
  );

  // homework
  const one = answers(dataAnswer(Homework));
  app.get(HOMEWORK_PATHS.findList, { config: PLANET, schema: { querystring: listQuery({}), response: answers(rowsAnswer(Homework)) } }, async (request) => {
    const { planet_id, ...rest } = request.query;
    const found = await homework.findList(sessionOf(request), planet_id, rest);
    return okRows(found.rows, found.totalCount);
  });
  app.get(HOMEWORK_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery, response: one } }, async (request) =>
    ok(await homework.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post(HOMEWORK_PATHS.create, { config: PLANET, schema: { ...post, body: homeworkBodies.create, response: created } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await homework.create(sessionOf(request), planet_id, homeworkInput(input)));
  });
  app.post(HOMEWORK_PATHS.update, { config: PLANET, schema: { ...post, body: homeworkBodies.update, response: one } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await homework.update(sessionOf(request), planet_id, id, homeworkInput(input)));
  });
  app.post(HOMEWORK_PATHS.delete, { config: PLANET, schema: { ...post, body: recordBody, response: done } }, async (request) => {
    await homework.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
  app.get(
    HOMEWORK_PATHS.submissionList,
    {
      config: PLANET,
      schema: { querystring: listQuery({ homework_id: Id, reviewed: choice([0, 1]) }, 20, 100), response: answers(rowsWithDataAnswer(HomeworkSubmission, HomeworkSubmissionPageData)) },
    },
    async (request) => {
      const { planet_id, homework_id, ...rest } = request.query;
      const found = await homework.submissionList(sessionOf(request), planet_id, homework_id, rest);
      return okPage(found.rows, found.totalCount, { homework: found.homework });
    },
  );
  app.post(HOMEWORK_PATHS.review, { config: PLANET, schema: { ...post, body: reviewBody, response: answers(dataAnswer(HomeworkSubmission)) } }, async (request) => {
    const { planet_id, id, comment, score } = request.body;
    return ok(await homework.review(sessionOf(request), planet_id, id, { comment, score }));
  });

  // specials
  const special = answers(dataAnswer(Special));
  app.get(
    SPECIAL_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ type: choice([1, 2, 3]) }), response: answers(rowsAnswer(Special)) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await specialService.findList(sessionOf(request), planet_id, rest);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(SPECIAL_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery, response: special } }, async (request) =>
    ok(await specialService.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post(SPECIAL_PATHS.create, { config: PLANET, schema: { ...post, body: specialBodies.create, response: created } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await specialService.create(sessionOf(request), planet_id, specialInput(input)));
  });
  app.post(SPECIAL_PATHS.update, { config: PLANET, schema: { ...post, body: specialBodies.update, response: special } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await specialService.update(sessionOf(request), planet_id, id, specialInput(input)));
  });
  app.post(SPECIAL_PATHS.delete, { config: PLANET, schema: { ...post, body: recordBody, response: done } }, async (request) => {
    await specialService.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });

  // questions
  app.get(
    ASK_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ answered: choice([0, 1]) }), response: answers(rowsWithDataAnswer(Question, QuestionPageData)) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await questions.findList(sessionOf(request), planet_id, rest);
      return okPage(found.rows, found.totalCount, { rules: found.rules, counts: found.counts });
    },
  );
  app.post(ASK_PATHS.answer, { config: PLANET, schema: { ...post, body: answerBody, response: answers(dataAnswer(Question)) } }, async (request) =>
    ok(await questions.answer(sessionOf(request), request.body.planet_id, request.body.id, request.body.answer)),
  );
  app.post(ASK_PATHS.delete, { config: PLANET, schema: { ...post, body: recordBody, response: done } }, async (request) => {
    await questions.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
}
