/**
 * Planet program calls (docs/api.md): punch-card plans (/api/v4/planet/punchcard/*, spec
 * §7), homework (/api/v4/planet/homework/*, ours), specials (/api/v4/planetSpecial/*, spec §7) and members'
 * questions (/api/v4/planet/ask/*, ours). Lists answer `rows` and `totalCount`; a list with more to say (a plan's
 * cards, a homework's submissions, the questions) adds it as `data`.
 */
import type { FastifyInstance } from 'fastify';
import { ASK_PATHS, HOMEWORK_PATHS, PUNCHCARD_PATHS, SPECIAL_PATHS } from '@shared/planet-programs/paths.ts';
import type { HomeworkInput, PunchPlanInput, PunchPlanStatus, SpecialInput, SpecialType } from '@shared/planet-programs/types.ts';
import type { ApiOk } from '@shared/api/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { answerBody, dayField, homeworkFields, inputBodies, paging, planFields, recordBody, recordQuery, reviewBody, specialFields } from './schemas.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

type RecordRef = { planet_id: number; id: number };
type Page = { planet_id: number; page: number; pageSize: number };

/** A page of rows with what else the list says. */
function okPage<T>(rows: unknown[], totalCount: number, data: T): ApiOk<T> {
  return { result: 'ok', data, rows, totalCount };
}

const plans = inputBodies(planFields, ['title', 'punchcard_daily_limit', 'start_at', 'end_at']);
const homeworks = inputBodies(homeworkFields, ['title', 'deadline']);
const specials = inputBodies(specialFields, ['type', 'title']);

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

export function registerPlanetProgramRoutes(app: FastifyInstance, services: Services): void {
  const { punchcards, homework, specials: specialService, questions } = services.planetPrograms;
  const listQuery = (extra: Record<string, object> = {}, size = 10, max = 50) =>
    querySchema({ planet_id: idField, ...paging(size, max), ...extra }, ['planet_id']);

  // punch-card plans
  app.get<{ Querystring: Page & { status?: PunchPlanStatus } }>(
    PUNCHCARD_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ status: { type: 'integer', enum: [0, 1, 2] } }) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await punchcards.findList(sessionOf(request), planet_id, rest);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: RecordRef }>(PUNCHCARD_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery } }, async (request) =>
    ok(await punchcards.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post<{ Body: Partial<PunchPlanInput> & { planet_id: number } }>(PUNCHCARD_PATHS.create, { config: PLANET, schema: { querystring: querySchema(), body: plans.create } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await punchcards.create(sessionOf(request), planet_id, planInput(input)));
  });
  app.post<{ Body: Partial<PunchPlanInput> & RecordRef }>(PUNCHCARD_PATHS.update, { config: PLANET, schema: { querystring: querySchema(), body: plans.update } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await punchcards.update(sessionOf(request), planet_id, id, planInput(input)));
  });
  app.post<{ Body: RecordRef }>(PUNCHCARD_PATHS.delete, { config: PLANET, schema: { querystring: querySchema(), body: recordBody } }, async (request) => {
    await punchcards.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
  app.get<{ Querystring: Page & { plan_id: number; day?: string } }>(
    PUNCHCARD_PATHS.cardList,
    { config: PLANET, schema: { querystring: { ...listQuery({ plan_id: idField, day: dayField }, 20, 100), required: ['planet_id', 'plan_id'] } } },
    async (request) => {
      const { planet_id, plan_id, ...rest } = request.query;
      const found = await punchcards.cardList(sessionOf(request), planet_id, plan_id, rest);
      return okPage(found.rows, found.totalCount, { plan: found.plan, days: found.days });
    },
  );

  // homework
  app.get<{ Querystring: Page }>(HOMEWORK_PATHS.findList, { config: PLANET, schema: { querystring: listQuery() } }, async (request) => {
    const { planet_id, ...rest } = request.query;
    const found = await homework.findList(sessionOf(request), planet_id, rest);
    return okRows(found.rows, found.totalCount);
  });
  app.get<{ Querystring: RecordRef }>(HOMEWORK_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery } }, async (request) =>
    ok(await homework.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post<{ Body: Partial<HomeworkInput> & { planet_id: number } }>(HOMEWORK_PATHS.create, { config: PLANET, schema: { querystring: querySchema(), body: homeworks.create } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await homework.create(sessionOf(request), planet_id, homeworkInput(input)));
  });
  app.post<{ Body: Partial<HomeworkInput> & RecordRef }>(HOMEWORK_PATHS.update, { config: PLANET, schema: { querystring: querySchema(), body: homeworks.update } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await homework.update(sessionOf(request), planet_id, id, homeworkInput(input)));
  });
  app.post<{ Body: RecordRef }>(HOMEWORK_PATHS.delete, { config: PLANET, schema: { querystring: querySchema(), body: recordBody } }, async (request) => {
    await homework.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
  app.get<{ Querystring: Page & { homework_id: number; reviewed?: 0 | 1 } }>(
    HOMEWORK_PATHS.submissionList,
    { config: PLANET, schema: { querystring: { ...listQuery({ homework_id: idField, reviewed: { type: 'integer', enum: [0, 1] } }, 20, 100), required: ['planet_id', 'homework_id'] } } },
    async (request) => {
      const { planet_id, homework_id, ...rest } = request.query;
      const found = await homework.submissionList(sessionOf(request), planet_id, homework_id, rest);
      return okPage(found.rows, found.totalCount, { homework: found.homework });
    },
  );
  app.post<{ Body: RecordRef & { comment: string; score: number } }>(HOMEWORK_PATHS.review, { config: PLANET, schema: { querystring: querySchema(), body: reviewBody } }, async (request) => {
    const { planet_id, id, comment, score } = request.body;
    return ok(await homework.review(sessionOf(request), planet_id, id, { comment, score }));
  });

  // specials
  app.get<{ Querystring: Page & { type?: SpecialType } }>(
    SPECIAL_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ type: { type: 'integer', enum: [1, 2, 3] } }) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await specialService.findList(sessionOf(request), planet_id, rest);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: RecordRef }>(SPECIAL_PATHS.detail, { config: PLANET, schema: { querystring: recordQuery } }, async (request) =>
    ok(await specialService.detail(sessionOf(request), request.query.planet_id, request.query.id)),
  );
  app.post<{ Body: Partial<SpecialInput> & { planet_id: number } }>(SPECIAL_PATHS.create, { config: PLANET, schema: { querystring: querySchema(), body: specials.create } }, async (request) => {
    const { planet_id, ...input } = request.body;
    return ok(await specialService.create(sessionOf(request), planet_id, specialInput(input)));
  });
  app.post<{ Body: Partial<SpecialInput> & RecordRef }>(SPECIAL_PATHS.update, { config: PLANET, schema: { querystring: querySchema(), body: specials.update } }, async (request) => {
    const { planet_id, id, ...input } = request.body;
    return ok(await specialService.update(sessionOf(request), planet_id, id, specialInput(input)));
  });
  app.post<{ Body: RecordRef }>(SPECIAL_PATHS.delete, { config: PLANET, schema: { querystring: querySchema(), body: recordBody } }, async (request) => {
    await specialService.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });

  // questions
  app.get<{ Querystring: Page & { answered?: 0 | 1 } }>(
    ASK_PATHS.findList,
    { config: PLANET, schema: { querystring: listQuery({ answered: { type: 'integer', enum: [0, 1] } }) } },
    async (request) => {
      const { planet_id, ...rest } = request.query;
      const found = await questions.findList(sessionOf(request), planet_id, rest);
      return okPage(found.rows, found.totalCount, { rules: found.rules, counts: found.counts });
    },
  );
  app.post<{ Body: RecordRef & { answer: string } }>(ASK_PATHS.answer, { config: PLANET, schema: { querystring: querySchema(), body: answerBody } }, async (request) =>
    ok(await questions.answer(sessionOf(request), request.body.planet_id, request.body.id, request.body.answer)),
  );
  app.post<{ Body: RecordRef }>(ASK_PATHS.delete, { config: PLANET, schema: { querystring: querySchema(), body: recordBody } }, async (request) => {
    await questions.delete(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
}
