/**
 * A planet's programs as the console's screen kit sees them: each list with what may be done to its records. A
 * planet's records are their own cache entries (`planet-programs/plans/12`), so a change names the records of every
 * planet (`planet-programs/plans`) and each screen showing some of them fetches them again.
 */
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import {
  answerQuestion,
  createHomework,
  createPunchPlan,
  createSpecial,
  deleteHomework,
  deletePunchPlan,
  deleteQuestion,
  deleteSpecial,
  fetchHomeworks,
  fetchPunchCards,
  fetchPunchPlans,
  fetchQuestions,
  fetchSpecials,
  fetchSubmissions,
  reviewSubmission,
  updateHomework,
  updatePunchPlan,
  updateSpecial,
} from './client.ts';
import { homeworkFormToInput, planFormToInput, specialFormToInput, type HomeworkForm, type PlanForm, type ReviewForm, type SpecialForm } from './form.ts';
import type { AskRules, Homework, HomeworkSubmission, PunchCard, PunchDayCount, PunchPlan, PunchPlanStatus, Question, Special } from './types.ts';

const PROGRAM_RESOURCES = {
  plans: 'planet-programs/plans',
  cards: 'planet-programs/cards',
  homework: 'planet-programs/homework',
  submissions: 'planet-programs/submissions',
  specials: 'planet-programs/specials',
  questions: 'planet-programs/questions',
} as const;

/** /planet/detail/cards: -1 is every status */
export type PlanQuery = Paging & { status: number };

export const plansResource = (planetId: number): Resource<PunchPlan, PlanQuery, PlanForm> => ({
  name: `${PROGRAM_RESOURCES.plans}/${planetId}`,
  list: (q) => fetchPunchPlans(planetId, { page: q.page, pageSize: q.pageSize, ...(q.status >= 0 ? { status: q.status as PunchPlanStatus } : {}) }),
  create: (form) => createPunchPlan(planetId, planFormToInput(form)),
  update: (plan, form) => updatePunchPlan(planetId, plan.id, planFormToInput(form)),
  remove: (plan) => deletePunchPlan(planetId, plan.id),
  // a special shows its plan's title, a plan's cards its rules
  affects: [PROGRAM_RESOURCES.specials, PROGRAM_RESOURCES.cards],
});

/** a plan's cards: '' is every day */
export type CardQuery = Paging & { day: string };

export const cardsResource = (planetId: number, planId: number): Resource<PunchCard, CardQuery, never, { plan: PunchPlan; days: PunchDayCount[] }> => ({
  name: `${PROGRAM_RESOURCES.cards}/${planetId}/${planId}`,
  list: (q) => fetchPunchCards(planetId, planId, { page: q.page, pageSize: q.pageSize, ...(q.day ? { day: q.day } : {}) }),
});

export type HomeworkQuery = Paging;

export const homeworkResource = (planetId: number): Resource<Homework, HomeworkQuery, HomeworkForm> => ({
  name: `${PROGRAM_RESOURCES.homework}/${planetId}`,
  list: (q) => fetchHomeworks(planetId, { page: q.page, pageSize: q.pageSize }),
  create: (form) => createHomework(planetId, homeworkFormToInput(form)),
  update: (homework, form) => updateHomework(planetId, homework.id, homeworkFormToInput(form)),
  remove: (homework) => deleteHomework(planetId, homework.id),
  affects: [PROGRAM_RESOURCES.submissions],
});

export const REVIEW_FILTERS = ['all', 'waiting', 'reviewed'] as const;
export type SubmissionQuery = Paging & { reviewed: (typeof REVIEW_FILTERS)[number] };

/** a homework's submissions; `update` reviews one (a second review replaces the first) */
export const submissionsResource = (planetId: number, homeworkId: number): Resource<HomeworkSubmission, SubmissionQuery, ReviewForm, { homework: Homework }> => ({
  name: `${PROGRAM_RESOURCES.submissions}/${planetId}/${homeworkId}`,
  list: (q) => fetchSubmissions(planetId, homeworkId, { page: q.page, pageSize: q.pageSize, ...(q.reviewed === 'all' ? {} : { reviewed: q.reviewed === 'reviewed' ? 1 : 0 }) }),
  update: (submission, form) => reviewSubmission(planetId, submission.id, { comment: form.comment.trim(), score: Number(form.score) }),
  // the homework list counts the reviewed submissions
  affects: [PROGRAM_RESOURCES.homework],
});

export type SpecialQuery = Paging;

export const specialsResource = (planetId: number): Resource<Special, SpecialQuery, SpecialForm> => ({
  name: `${PROGRAM_RESOURCES.specials}/${planetId}`,
  list: (q) => fetchSpecials(planetId, { page: q.page, pageSize: q.pageSize }),
  create: (form) => createSpecial(planetId, specialFormToInput(form)),
  update: (special, form) => updateSpecial(planetId, special.id, specialFormToInput(form)),
  remove: (special) => deleteSpecial(planetId, special.id),
  // a plan with a running special may not be deleted
  affects: [PROGRAM_RESOURCES.plans],
});

export const ANSWER_FILTERS = ['all', 'unanswered', 'answered'] as const;
export type QuestionQuery = Paging & { answered: (typeof ANSWER_FILTERS)[number] };

/** members' questions with the asking rules and the count of each kind; `update` answers one (or rewrites the answer) */
export const questionsResource = (planetId: number): Resource<Question, QuestionQuery, { answer: string }, { rules: AskRules; counts: Record<(typeof ANSWER_FILTERS)[number], number> }> => ({
  name: `${PROGRAM_RESOURCES.questions}/${planetId}`,
  list: (q) => fetchQuestions(planetId, { page: q.page, pageSize: q.pageSize, ...(q.answered === 'all' ? {} : { answered: q.answered === 'answered' ? 1 : 0 }) }),
  update: (question, form) => answerQuestion(planetId, question.id, form.answer.trim()),
  remove: (question) => deleteQuestion(planetId, question.id),
});
