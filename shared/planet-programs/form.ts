/**
 * The program forms of the console as the teacher types them, their checks and their conversion to the
 * calls' inputs. The checks are the rules of rules.ts (the server's own) run on what the form would send, plus the
 * few only a form can fail (a price that does not parse); each answers a problem code with its figures, placed on
 * the field it concerns, and the console words it in the teacher's language. The server checks everything again.
 */
import { formatYuanInput, parseYuan } from '@shared/planets/form.ts';
import { chinaDateTimeToSeconds, chinaDay, chinaDayRange, punchPlanProblems, secondsToChinaDateTime, specialProblems, PROGRAM_LIMITS, type ProgramProblem } from './rules.ts';
import type { Homework, HomeworkInput, PunchPlan, PunchPlanInput, Special, SpecialEndedType, SpecialInput, SpecialShowType, SpecialType } from './types.ts';

/** A problem of a form's field: a rule's, or one only a form has. */
export type ProgramFormProblem =
  | ProgramProblem
  | { code: 'priceFormat' }
  | { code: 'homeworkTitleRequired' }
  | { code: 'deadlineRequired' }
  | { code: 'commentRequired' }
  | { code: 'scoreRange'; min: number; max: number }
  | { code: 'answerRequired' };

export type FormProblems<F extends string> = Partial<Record<F, ProgramFormProblem>>;

/** Each problem on its field, the first one per field kept. */
function placed<F extends string>(problems: readonly ProgramProblem[], fieldOf: (problem: ProgramProblem) => F, into: FormProblems<F> = {}): FormProblems<F> {
  for (const problem of problems) into[fieldOf(problem)] ??= problem;
  return into;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

// punch-card plans

/** The daily window: all day (`on` false) or from–to, 'HH:MM' China time. */
export type WindowDraft = { on: boolean; from: string; to: string };

export type PlanForm = {
  title: string;
  content: string;
  /** as typed; NaN or missing when nothing (or no number) is */
  dailyLimit: number;
  window: WindowDraft;
  /** 'YYYY-MM-DD' pair, China time */
  dates: readonly [string, string] | null;
};
export type PlanFormField = keyof PlanForm;

export const EMPTY_PLAN_FORM: PlanForm = { title: '', content: '', dailyLimit: 1, window: { on: false, from: '06:00', to: '09:00' }, dates: null };

export function planToForm(plan: PunchPlan): PlanForm {
  const [from = '06:00', to = '09:00'] = plan.punchcard_time_limit ? plan.punchcard_time_limit.split('-') : [];
  return {
    title: plan.title,
    content: plan.content,
    dailyLimit: plan.punchcard_daily_limit,
    window: { on: plan.punchcard_time_limit !== '', from, to },
    dates: [chinaDay(plan.start_at), chinaDay(plan.end_at)],
  };
}

/** spec §9: the dates go as the first day's 00:00:00 and the last day's 23:59:59. */
export function planFormToInput(form: PlanForm): PunchPlanInput {
  const [start_at, end_at] = form.dates ? chinaDayRange(form.dates[0], form.dates[1]) : [0, 0];
  return {
    title: form.title.trim(),
    content: form.content.trim(),
    punchcard_daily_limit: Number(form.dailyLimit),
    punchcard_time_limit: form.window.on ? `${form.window.from}-${form.window.to}` : '',
    start_at,
    end_at,
  };
}

const PLAN_FIELD: Partial<Record<ProgramProblem['code'], PlanFormField>> = {
  planTitleRequired: 'title', planTitleTooLong: 'title', planContentTooLong: 'content', dailyLimitRange: 'dailyLimit', timeWindowFormat: 'window',
};

/** What is wrong with each field of the plan form; a new plan must not have ended. */
export function planFormProblems(form: PlanForm, isNew: boolean, now = nowSeconds()): FormProblems<PlanFormField> {
  return placed(punchPlanProblems(planFormToInput(form), now, isNew), (problem) => PLAN_FIELD[problem.code] ?? 'dates');
}

// homework

export type HomeworkForm = { title: string; content: string; /** datetime-local, China time */ deadline: string; /** 1: no more submissions */ closed: 0 | 1 };
export type HomeworkFormField = keyof HomeworkForm;

export const EMPTY_HOMEWORK_FORM: HomeworkForm = { title: '', content: '', deadline: '', closed: 0 };

export const homeworkToForm = (homework: Homework): HomeworkForm => ({
  title: homework.title,
  content: homework.content,
  deadline: secondsToChinaDateTime(homework.deadline),
  closed: homework.status === 2 ? 1 : 0,
});

export function homeworkFormProblems(form: HomeworkForm): FormProblems<HomeworkFormField> {
  const problems: FormProblems<HomeworkFormField> = {};
  if (form.title.trim() === '') problems.title = { code: 'homeworkTitleRequired' };
  if (Number.isNaN(chinaDateTimeToSeconds(form.deadline))) problems.deadline = { code: 'deadlineRequired' };
  return problems;
}

export const homeworkFormToInput = (form: HomeworkForm): HomeworkInput => ({
  title: form.title.trim(),
  content: form.content.trim(),
  deadline: chinaDateTimeToSeconds(form.deadline),
  status: form.closed ? 2 : 1,
});

// reviews and answers

export type ReviewForm = { comment: string; /** as typed; NaN or missing when nothing is */ score: number };

export function reviewFormProblems(form: ReviewForm): FormProblems<keyof ReviewForm> {
  const problems: FormProblems<keyof ReviewForm> = {};
  if (form.comment.trim() === '') problems.comment = { code: 'commentRequired' };
  const score = Number(form.score);
  if (!Number.isInteger(score) || score < 0 || score > PROGRAM_LIMITS.scoreMax) problems.score = { code: 'scoreRange', min: 0, max: PROGRAM_LIMITS.scoreMax };
  return problems;
}

export const answerProblem = (answer: string): ProgramFormProblem | undefined => (answer.trim() === '' ? { code: 'answerRequired' } : undefined);

// specials

/** How a special ends: never (1), or at `at` (2; datetime-local, China time). */
export type EndingDraft = { type: SpecialEndedType; at: string };

export type SpecialForm = {
  type: SpecialType;
  /** yuan, as typed */
  price: string;
  anonymous: 0 | 1;
  title: string;
  content: string;
  /** days; NaN or missing when nothing (or no number) is */
  timeRange: number;
  ending: EndingDraft;
  showType: SpecialShowType;
  /** 0 until one is chosen */
  planId: number;
};
export type SpecialFormField = keyof SpecialForm;

export const EMPTY_SPECIAL_FORM: SpecialForm = {
  type: 1, price: '', anonymous: 0, title: '', content: '', timeRange: 0, ending: { type: 1, at: '' }, showType: 1, planId: 0,
};

export const specialToForm = (special: Special): SpecialForm => ({
  type: special.type,
  price: formatYuanInput(special.price),
  anonymous: special.anonymous,
  title: special.title,
  content: special.content,
  timeRange: special.time_range,
  ending: { type: special.ended_type, at: special.ended_type === 2 ? secondsToChinaDateTime(special.ended_at) : '' },
  showType: special.show_type,
  planId: special.plan_id,
});

const priceOf = (form: SpecialForm) => parseYuan(form.price.trim() === '' ? '0' : form.price);

export const specialFormToInput = (form: SpecialForm): SpecialInput => {
  const at = chinaDateTimeToSeconds(form.ending.at);
  return {
    type: form.type,
    price: priceOf(form) ?? 0,
    anonymous: form.anonymous,
    title: form.title.trim(),
    content: form.content.trim(),
    time_range: Number(form.timeRange),
    ended_type: form.ending.type,
    ended_at: form.ending.type === 2 && !Number.isNaN(at) ? at : 0,
    show_type: form.showType,
    plan_id: form.type === 2 ? form.planId : 0,
  };
};

const SPECIAL_FIELD: Partial<Record<ProgramProblem['code'], SpecialFormField>> = {
  specialTitleRequired: 'title', specialTitleTooLong: 'title', specialContentTooLong: 'content', priceRange: 'price', priceRequired: 'price',
  timeRangeRange: 'timeRange', specialEndRequired: 'ending', specialEndPassed: 'ending', planRequired: 'planId',
};

/** What is wrong with each field of the special form; an end already stored (`storedEndedAt`) may have passed. */
export function specialFormProblems(form: SpecialForm, storedEndedAt = 0, now = nowSeconds()): FormProblems<SpecialFormField> {
  const found: FormProblems<SpecialFormField> = priceOf(form) === undefined ? { price: { code: 'priceFormat' } } : {};
  return placed(specialProblems(specialFormToInput(form), now, storedEndedAt), (problem) => SPECIAL_FIELD[problem.code] ?? 'title', found);
}
