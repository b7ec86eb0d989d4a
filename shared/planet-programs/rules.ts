/**
 * Rules of a planet's programs (docs/decisions.md), shared by the server, which enforces
 * them, and the console, which checks a form before sending it. They answer problem codes with their figures,
 * never sentences: the server words them in Chinese (server/areas/planet-programs/problem-texts.ts), the console
 * in the teacher's language (the area's texts, `planet.programs.problem.<code>`).
 * Days and daily windows are China time (UTC+8), whatever the machine's zone.
 */
import { chinaMinute } from '@shared/format/china-time.ts';
import type { PunchPlanInput, PunchPlanStatus, SpecialInput } from './types.ts';

export const PROGRAM_LIMITS = {
  titleMax: 50,
  contentMax: 5000,
  dailyLimitMax: 10,
  answerMax: 2000,
  commentMax: 1000,
  scoreMax: 100,
  /** fen (99,999.99 yuan), as a planet's price */
  priceMax: 9_999_999,
  timeRangeMax: 3650,
} as const;

const CHINA_OFFSET = 8 * 3600;
const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds → 'YYYY-MM-DD' of that moment in China. */
export function chinaDay(unixSeconds: number): string {
  const d = new Date((unixSeconds + CHINA_OFFSET) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Minutes since midnight in China. */
export function chinaMinuteOfDay(unixSeconds: number): number {
  return Math.floor((((unixSeconds + CHINA_OFFSET) % 86_400) + 86_400) % 86_400 / 60);
}

/** 'YYYY-MM-DD' → unix seconds of its 00:00:00 in China; NaN for anything else. */
export function chinaDayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return chinaDay(ms / 1000) === day ? ms / 1000 - CHINA_OFFSET : Number.NaN;
}

/** spec §9: a date range is sent as start 00:00:00 and end 23:59:59. */
export function chinaDayRange(from: string, to: string): [number, number] {
  return [chinaDayStart(from), chinaDayStart(to) + 86_399];
}

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value read as China time) → unix seconds; NaN when malformed. */
export function chinaDateTimeToSeconds(value: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return Number.NaN;
  return chinaDayStart(match[1]!) + hours * 3600 + minutes * 60;
}

/** Unix seconds → the 'YYYY-MM-DDTHH:mm' a datetime-local input shows, China time. */
export function secondsToChinaDateTime(unixSeconds: number): string {
  return chinaMinute(unixSeconds).replace(' ', 'T');
}

export function planStatus(plan: Pick<PunchPlanInput, 'start_at' | 'end_at'>, now: number): PunchPlanStatus {
  if (now < plan.start_at) return 0;
  return now <= plan.end_at ? 1 : 2;
}

export type TimeWindow = { from: number; to: number };

/** 'HH:MM-HH:MM' → minutes since midnight; '' (all day) → null; undefined when malformed or not from < to. */
export function parseTimeWindow(text: string): TimeWindow | null | undefined {
  if (text === '') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const from = Number(match[1]) * 60 + Number(match[2]);
  const to = Number(match[3]) * 60 + Number(match[4]);
  if (to > 24 * 60 || from >= to) return undefined;
  return { from, to };
}

/** What is wrong with a punch-card plan or a special, as a code with its figures. */
export type ProgramProblem =
  | { code: 'planTitleRequired' }
  | { code: 'planTitleTooLong'; max: number }
  | { code: 'planContentTooLong'; max: number }
  | { code: 'dailyLimitRange'; min: number; max: number }
  | { code: 'timeWindowFormat' }
  | { code: 'datesRequired' }
  | { code: 'startNotBeforeEnd' }
  | { code: 'planEndPassed' }
  | { code: 'specialTitleRequired' }
  | { code: 'specialTitleTooLong'; max: number }
  | { code: 'specialContentTooLong'; max: number }
  /** `max` in fen */
  | { code: 'priceRange'; max: number }
  | { code: 'priceRequired' }
  | { code: 'timeRangeRange'; max: number }
  | { code: 'specialEndRequired' }
  | { code: 'specialEndPassed' }
  | { code: 'planRequired' };

/** Why a member may not punch now, as a code with its figures. */
export type PunchRefusal =
  | { code: 'punchNotStarted' }
  | { code: 'punchEnded' }
  | { code: 'outsideWindow'; window: string }
  | { code: 'dailyLimitReached'; limit: number };

const dailyLimitFits = (n: number) => Number.isInteger(n) && n >= 1 && n <= PROGRAM_LIMITS.dailyLimitMax;

/**
 * Everything wrong with a plan, in the order the form shows its fields (none when it is fine); `now` only matters
 * for a new plan (it must not have ended). The server refuses with the first.
 */
export function punchPlanProblems(input: PunchPlanInput, now: number, isNew: boolean): ProgramProblem[] {
  const problems: ProgramProblem[] = [];
  const title = input.title.trim();
  if (title === '') problems.push({ code: 'planTitleRequired' });
  else if ([...title].length > PROGRAM_LIMITS.titleMax) problems.push({ code: 'planTitleTooLong', max: PROGRAM_LIMITS.titleMax });
  if ([...input.content].length > PROGRAM_LIMITS.contentMax) problems.push({ code: 'planContentTooLong', max: PROGRAM_LIMITS.contentMax });
  if (!dailyLimitFits(input.punchcard_daily_limit)) problems.push({ code: 'dailyLimitRange', min: 1, max: PROGRAM_LIMITS.dailyLimitMax });
  if (parseTimeWindow(input.punchcard_time_limit) === undefined) problems.push({ code: 'timeWindowFormat' });
  if (!(input.start_at > 0) || !(input.end_at > 0)) problems.push({ code: 'datesRequired' });
  else if (input.start_at >= input.end_at) problems.push({ code: 'startNotBeforeEnd' });
  else if (isNew && input.end_at <= now) problems.push({ code: 'planEndPassed' });
  return problems;
}

/** The first thing wrong with a plan, or undefined when nothing is. */
export const punchPlanProblem = (input: PunchPlanInput, now: number, isNew: boolean): ProgramProblem | undefined => punchPlanProblems(input, now, isNew)[0];

/** Why a member may not punch now, or undefined when they may: outside the dates, outside the window, or the day is full. */
export function punchRefusal(plan: Pick<PunchPlanInput, 'start_at' | 'end_at' | 'punchcard_daily_limit' | 'punchcard_time_limit'>, punchesToday: number, at: number): PunchRefusal | undefined {
  const status = planStatus(plan, at);
  if (status === 0) return { code: 'punchNotStarted' };
  if (status === 2) return { code: 'punchEnded' };
  const window = parseTimeWindow(plan.punchcard_time_limit);
  if (window) {
    const minute = chinaMinuteOfDay(at);
    if (minute < window.from || minute >= window.to) return { code: 'outsideWindow', window: plan.punchcard_time_limit };
  }
  if (punchesToday >= plan.punchcard_daily_limit) return { code: 'dailyLimitReached', limit: plan.punchcard_daily_limit };
  return undefined;
}

/** The special types that need a punch-card plan (a challenge runs on one). */
export const needsPlan = (type: SpecialInput['type']) => type === 2;
/** The special types that are sold: paid Q&A and paid content cost at least 1 fen; a challenge may be free. */
const needsPrice = (type: SpecialInput['type']) => type !== 2;

/**
 * Everything wrong with a special (beyond whether its plan exists), in the order of the form's fields. An end in
 * the past is refused unless it is the one already stored (`storedEndedAt`), so an ended special can still be
 * corrected. The server refuses with the first.
 */
export function specialProblems(input: SpecialInput, now: number, storedEndedAt = 0): ProgramProblem[] {
  const problems: ProgramProblem[] = [];
  const title = input.title.trim();
  if (title === '') problems.push({ code: 'specialTitleRequired' });
  else if ([...title].length > PROGRAM_LIMITS.titleMax) problems.push({ code: 'specialTitleTooLong', max: PROGRAM_LIMITS.titleMax });
  if ([...input.content].length > PROGRAM_LIMITS.contentMax) problems.push({ code: 'specialContentTooLong', max: PROGRAM_LIMITS.contentMax });
  if (!Number.isInteger(input.price) || input.price < 0 || input.price > PROGRAM_LIMITS.priceMax) problems.push({ code: 'priceRange', max: PROGRAM_LIMITS.priceMax });
  else if (needsPrice(input.type) && input.price < 1) problems.push({ code: 'priceRequired' });
  if (!Number.isInteger(input.time_range) || input.time_range < 0 || input.time_range > PROGRAM_LIMITS.timeRangeMax) {
    problems.push({ code: 'timeRangeRange', max: PROGRAM_LIMITS.timeRangeMax });
  }
  if (input.ended_type === 2) {
    if (!(input.ended_at > 0)) problems.push({ code: 'specialEndRequired' });
    else if (input.ended_at <= now && input.ended_at !== storedEndedAt) problems.push({ code: 'specialEndPassed' });
  }
  if (needsPlan(input.type) && !(input.plan_id > 0)) problems.push({ code: 'planRequired' });
  return problems;
}

/** The first thing wrong with a special, or undefined when nothing is. */
export const specialProblem = (input: SpecialInput, now: number, storedEndedAt = 0): ProgramProblem | undefined => specialProblems(input, now, storedEndedAt)[0];
