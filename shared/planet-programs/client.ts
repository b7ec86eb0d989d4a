import { ASK_PATHS, HOMEWORK_PATHS, PUNCHCARD_PATHS, SPECIAL_PATHS } from './paths.ts';
import type {
  AskRules,
  Homework,
  HomeworkInput,
  HomeworkSubmission,
  HomeworkSubmissionPage,
  PunchCard,
  PunchCardPage,
  PunchDayCount,
  PunchPlan,
  PunchPlanInput,
  PunchPlanStatus,
  Question,
  QuestionPage,
  Special,
  SpecialInput,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import type { Paging as PageQuery } from '@shared/list-state/list-state.ts';

/** The planet program calls (docs/api.md): one function per call. */

async function page<T>(path: string, query: Record<string, string | number | undefined>): Promise<Page<T>> {
  return pageOf<T>(await api().get(path, query));
}

// punch-card plans

export const fetchPunchPlans = (planetId: number, query: PageQuery & { status?: PunchPlanStatus }) =>
  page<PunchPlan>(PUNCHCARD_PATHS.findList, { planet_id: planetId, ...query });

export async function createPunchPlan(planetId: number, input: PunchPlanInput): Promise<number> {
  return dataOf(await api().postJson<{ id: number }>(PUNCHCARD_PATHS.create, { planet_id: planetId, ...input })).id;
}

export async function updatePunchPlan(planetId: number, id: number, input: PunchPlanInput): Promise<PunchPlan> {
  return dataOf(await api().postJson<PunchPlan>(PUNCHCARD_PATHS.update, { planet_id: planetId, id, ...input }));
}

export async function deletePunchPlan(planetId: number, id: number): Promise<void> {
  await api().postJson(PUNCHCARD_PATHS.delete, { planet_id: planetId, id });
}

export async function fetchPunchCards(planetId: number, planId: number, query: PageQuery & { day?: string }): Promise<PunchCardPage> {
  const answer = await api().get<{ plan: PunchPlan; days: PunchDayCount[] }>(PUNCHCARD_PATHS.cardList, { planet_id: planetId, plan_id: planId, ...query });
  const data = dataOf(answer);
  return { ...pageOf<PunchCard>(answer), plan: data.plan, days: data.days };
}

// homework

export const fetchHomeworks = (planetId: number, query: PageQuery) => page<Homework>(HOMEWORK_PATHS.findList, { planet_id: planetId, ...query });

export async function createHomework(planetId: number, input: HomeworkInput): Promise<number> {
  return dataOf(await api().postJson<{ id: number }>(HOMEWORK_PATHS.create, { planet_id: planetId, ...input })).id;
}

export async function updateHomework(planetId: number, id: number, input: HomeworkInput): Promise<Homework> {
  return dataOf(await api().postJson<Homework>(HOMEWORK_PATHS.update, { planet_id: planetId, id, ...input }));
}

export async function deleteHomework(planetId: number, id: number): Promise<void> {
  await api().postJson(HOMEWORK_PATHS.delete, { planet_id: planetId, id });
}

export async function fetchSubmissions(planetId: number, homeworkId: number, query: PageQuery & { reviewed?: 0 | 1 }): Promise<HomeworkSubmissionPage> {
  const answer = await api().get<{ homework: Homework }>(HOMEWORK_PATHS.submissionList, { planet_id: planetId, homework_id: homeworkId, ...query });
  return { ...pageOf<HomeworkSubmission>(answer), homework: dataOf(answer).homework };
}

export async function reviewSubmission(planetId: number, id: number, review: { comment: string; score: number }): Promise<HomeworkSubmission> {
  return dataOf(await api().postJson<HomeworkSubmission>(HOMEWORK_PATHS.review, { planet_id: planetId, id, ...review }));
}

// specials

export const fetchSpecials = (planetId: number, query: PageQuery) => page<Special>(SPECIAL_PATHS.findList, { planet_id: planetId, ...query });

export async function createSpecial(planetId: number, input: SpecialInput): Promise<number> {
  return dataOf(await api().postJson<{ id: number }>(SPECIAL_PATHS.create, { planet_id: planetId, ...input })).id;
}

export async function updateSpecial(planetId: number, id: number, input: SpecialInput): Promise<Special> {
  return dataOf(await api().postJson<Special>(SPECIAL_PATHS.update, { planet_id: planetId, id, ...input }));
}

export async function deleteSpecial(planetId: number, id: number): Promise<void> {
  await api().postJson(SPECIAL_PATHS.delete, { planet_id: planetId, id });
}

// questions

export async function fetchQuestions(planetId: number, query: PageQuery & { answered?: 0 | 1 }): Promise<QuestionPage> {
  const answer = await api().get<{ rules: AskRules; counts: QuestionPage['counts'] }>(ASK_PATHS.findList, { planet_id: planetId, ...query });
  const data = dataOf(answer);
  return { ...pageOf<Question>(answer), rules: data.rules, counts: data.counts };
}

export async function answerQuestion(planetId: number, id: number, answer: string): Promise<Question> {
  return dataOf(await api().postJson<Question>(ASK_PATHS.answer, { planet_id: planetId, id, answer }));
}

export async function deleteQuestion(planetId: number, id: number): Promise<void> {
  await api().postJson(ASK_PATHS.delete, { planet_id: planetId, id });
}
