/**
 * The program forms of the console (issue 6) as the teacher types them, their checks (message keys of
 * planet-programs-zh-CN.ts, so the form speaks the chosen language) and their conversion to the calls' inputs. The
 * server checks everything again (programs-rules.ts) and its message is shown when it refuses.
 */
import type { planetProgramsZhCN } from './texts-zh-CN.ts';
import { formatYuanInput, parseYuan } from '@shared/planets/form.ts';
import { chinaDateTimeToSeconds, chinaDay, chinaDayRange, parseTimeWindow, secondsToChinaDateTime } from './rules.ts';
import type { Homework, HomeworkInput, PunchPlan, PunchPlanInput, Special, SpecialEndedType, SpecialInput, SpecialShowType, SpecialType } from './types.ts';

export type PlanForm = {
  title: string;
  content: string;
  dailyLimit: string;
  /** false: punching is open all day */
  windowOn: boolean;
  windowFrom: string;
  windowTo: string;
  /** 'YYYY-MM-DD' pair, China time */
  dates: readonly [string, string] | null;
};

export type PlanFormField = 'title' | 'dailyLimit' | 'window' | 'dates';
export type ProgramMessageKey = keyof typeof planetProgramsZhCN;
export type FormProblems<F extends string> = Partial<Record<F, ProgramMessageKey>>;

export const EMPTY_PLAN_FORM: PlanForm = { title: '', content: '', dailyLimit: '1', windowOn: false, windowFrom: '06:00', windowTo: '09:00', dates: null };

export function planToForm(plan: PunchPlan): PlanForm {
  const [from = '06:00', to = '09:00'] = plan.punchcard_time_limit ? plan.punchcard_time_limit.split('-') : [];
  return {
    title: plan.title,
    content: plan.content,
    dailyLimit: String(plan.punchcard_daily_limit),
    windowOn: plan.punchcard_time_limit !== '',
    windowFrom: from,
    windowTo: to,
    dates: [chinaDay(plan.start_at), chinaDay(plan.end_at)],
  };
}

const windowOf = (form: PlanForm) => (form.windowOn ? `${form.windowFrom}-${form.windowTo}` : '');

export function planFormProblems(form: PlanForm): FormProblems<PlanFormField> {
  const problems: FormProblems<PlanFormField> = {};
  if (form.title.trim() === '') problems.title = 'planet.programs.plans.needName';
  if (!/^(10|[1-9])$/.test(form.dailyLimit.trim())) problems.dailyLimit = 'planet.programs.plans.dailyLimitHint';
  if (parseTimeWindow(windowOf(form)) === undefined) problems.window = 'planet.programs.plans.timeLimit';
  if (!form.dates) problems.dates = 'planet.programs.plans.needDates';
  return problems;
}

/** spec §9: the dates go as the first day's 00:00:00 and the last day's 23:59:59. */
export function planFormToInput(form: PlanForm): PunchPlanInput {
  const [start_at, end_at] = form.dates ? chinaDayRange(form.dates[0], form.dates[1]) : [0, 0];
  return {
    title: form.title.trim(),
    content: form.content.trim(),
    punchcard_daily_limit: Number(form.dailyLimit.trim()),
    punchcard_time_limit: windowOf(form),
    start_at,
    end_at,
  };
}

export type HomeworkForm = { title: string; content: string; /** datetime-local, China time */ deadline: string; closed: boolean };
export type HomeworkFormField = 'title' | 'deadline';

export const EMPTY_HOMEWORK_FORM: HomeworkForm = { title: '', content: '', deadline: '', closed: false };

export const homeworkToForm = (homework: Homework): HomeworkForm => ({
  title: homework.title,
  content: homework.content,
  deadline: secondsToChinaDateTime(homework.deadline),
  closed: homework.status === 2,
});

export function homeworkFormProblems(form: HomeworkForm): FormProblems<HomeworkFormField> {
  const problems: FormProblems<HomeworkFormField> = {};
  if (form.title.trim() === '') problems.title = 'planet.programs.homework.needName';
  if (Number.isNaN(chinaDateTimeToSeconds(form.deadline))) problems.deadline = 'planet.programs.homework.needDeadline';
  return problems;
}

export const homeworkFormToInput = (form: HomeworkForm): HomeworkInput => ({
  title: form.title.trim(),
  content: form.content.trim(),
  deadline: chinaDateTimeToSeconds(form.deadline),
  status: form.closed ? 2 : 1,
});

export type SpecialForm = {
  type: SpecialType;
  /** yuan, as typed */
  price: string;
  anonymous: boolean;
  title: string;
  content: string;
  timeRange: string;
  endedType: SpecialEndedType;
  /** datetime-local, China time */
  endedAt: string;
  showType: SpecialShowType;
  planId: number | undefined;
};
export type SpecialFormField = 'title' | 'price' | 'timeRange' | 'endedAt' | 'planId';

export const EMPTY_SPECIAL_FORM: SpecialForm = {
  type: 1, price: '', anonymous: false, title: '', content: '', timeRange: '0', endedType: 1, endedAt: '', showType: 1, planId: undefined,
};

export const specialToForm = (special: Special): SpecialForm => ({
  type: special.type,
  price: formatYuanInput(special.price),
  anonymous: special.anonymous === 1,
  title: special.title,
  content: special.content,
  timeRange: String(special.time_range),
  endedType: special.ended_type,
  endedAt: special.ended_type === 2 ? secondsToChinaDateTime(special.ended_at) : '',
  showType: special.show_type,
  planId: special.plan_id > 0 ? special.plan_id : undefined,
});

export function specialFormProblems(form: SpecialForm): FormProblems<SpecialFormField> {
  const problems: FormProblems<SpecialFormField> = {};
  if (form.title.trim() === '') problems.title = 'planet.programs.specials.needName';
  const price = parseYuan(form.price.trim() === '' ? '0' : form.price);
  if (price === undefined) problems.price = 'planet.programs.specials.badPrice';
  if (!/^\d{1,4}$/.test(form.timeRange.trim())) problems.timeRange = 'planet.programs.specials.timeRangeHint';
  if (form.endedType === 2 && Number.isNaN(chinaDateTimeToSeconds(form.endedAt))) problems.endedAt = 'planet.programs.specials.needEnd';
  if (form.type === 2 && form.planId === undefined) problems.planId = 'planet.programs.specials.needPlan';
  return problems;
}

export const specialFormToInput = (form: SpecialForm): SpecialInput => ({
  type: form.type,
  price: parseYuan(form.price.trim() === '' ? '0' : form.price) ?? 0,
  anonymous: form.anonymous ? 1 : 0,
  title: form.title.trim(),
  content: form.content.trim(),
  time_range: Number(form.timeRange.trim()),
  ended_type: form.endedType,
  ended_at: form.endedType === 2 ? chinaDateTimeToSeconds(form.endedAt) : 0,
  show_type: form.showType,
  plan_id: form.type === 2 ? (form.planId ?? 0) : 0,
});
