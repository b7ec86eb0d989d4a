/**
 * Rules of a planet's programs (issue 6; docs/decisions.md), shared by the server, which enforces
 * them, and the console, which checks a form before sending it. Messages are zh-CN, the server's language.
 * Days and daily windows are China time (UTC+8), whatever the machine's zone.
 */
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

/** Unix seconds → 'YYYY-MM-DD HH:mm' in China. */
export function chinaDateTime(unixSeconds: number): string {
  const d = new Date((unixSeconds + CHINA_OFFSET) * 1000);
  return `${chinaDay(unixSeconds)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
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
  return chinaDateTime(unixSeconds).replace(' ', 'T');
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

/** What is wrong with a plan, or '' when nothing is; `now` only matters for a new plan (it must not have ended). */
export function punchPlanProblem(input: PunchPlanInput, now: number, isNew: boolean): string {
  const title = input.title.trim();
  if (title === '') return '请输入打卡计划名称';
  if ([...title].length > PROGRAM_LIMITS.titleMax) return `打卡计划名称不能超过 ${PROGRAM_LIMITS.titleMax} 个字`;
  if ([...input.content].length > PROGRAM_LIMITS.contentMax) return `打卡说明不能超过 ${PROGRAM_LIMITS.contentMax} 个字`;
  if (!Number.isInteger(input.punchcard_daily_limit) || input.punchcard_daily_limit < 1 || input.punchcard_daily_limit > PROGRAM_LIMITS.dailyLimitMax) {
    return `每日打卡次数必须是 1 到 ${PROGRAM_LIMITS.dailyLimitMax} 之间的整数`;
  }
  if (parseTimeWindow(input.punchcard_time_limit) === undefined) return '打卡时段格式应为 HH:MM-HH:MM，且开始早于结束';
  if (!(input.start_at > 0) || !(input.end_at > 0)) return '请选择打卡的开始和结束日期';
  if (input.start_at >= input.end_at) return '开始时间必须早于结束时间';
  if (isNew && input.end_at <= now) return '结束时间不能早于当前时间';
  return '';
}

/** Why a member may not punch now, or '' when they may: outside the dates, outside the window, or the day is full. */
export function punchRefusal(plan: Pick<PunchPlanInput, 'start_at' | 'end_at' | 'punchcard_daily_limit' | 'punchcard_time_limit'>, punchesToday: number, at: number): string {
  const status = planStatus(plan, at);
  if (status === 0) return '打卡尚未开始';
  if (status === 2) return '打卡已结束';
  const window = parseTimeWindow(plan.punchcard_time_limit);
  if (window) {
    const minute = chinaMinuteOfDay(at);
    if (minute < window.from || minute >= window.to) return `不在打卡时段（${plan.punchcard_time_limit}）内`;
  }
  if (punchesToday >= plan.punchcard_daily_limit) return `今日打卡次数已达上限（${plan.punchcard_daily_limit} 次）`;
  return '';
}

/** The special types that need a punch-card plan (a challenge runs on one). */
export const needsPlan = (type: SpecialInput['type']) => type === 2;
/** The special types that are sold: paid Q&A and paid content cost at least 1 fen; a challenge may be free. */
export const needsPrice = (type: SpecialInput['type']) => type !== 2;

/**
 * What is wrong with a special (beyond whether its plan exists), or ''. An end in the past is refused unless it is
 * the one already stored (`storedEndedAt`), so an ended special can still be corrected.
 */
export function specialProblem(input: SpecialInput, now: number, storedEndedAt = 0): string {
  const title = input.title.trim();
  if (title === '') return '请输入专题名称';
  if ([...title].length > PROGRAM_LIMITS.titleMax) return `专题名称不能超过 ${PROGRAM_LIMITS.titleMax} 个字`;
  if ([...input.content].length > PROGRAM_LIMITS.contentMax) return `专题介绍不能超过 ${PROGRAM_LIMITS.contentMax} 个字`;
  if (!Number.isInteger(input.price) || input.price < 0 || input.price > PROGRAM_LIMITS.priceMax) return '价格必须在 0 到 99999.99 元之间';
  if (needsPrice(input.type) && input.price < 1) return '付费提问和付费内容的价格必须大于 0';
  if (!Number.isInteger(input.time_range) || input.time_range < 0 || input.time_range > PROGRAM_LIMITS.timeRangeMax) {
    return `有效期必须是 0 到 ${PROGRAM_LIMITS.timeRangeMax} 天`;
  }
  if (input.ended_type === 2) {
    if (!(input.ended_at > 0)) return '请选择专题的结束时间';
    if (input.ended_at <= now && input.ended_at !== storedEndedAt) return '结束时间必须晚于当前时间';
  }
  if (needsPlan(input.type) && !(input.plan_id > 0)) return '打卡挑战需要关联一个打卡计划';
  return '';
}
