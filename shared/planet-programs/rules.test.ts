import { describe, expect, it } from 'vitest';
import {
  chinaDateTimeToSeconds,
  chinaDay,
  chinaDayRange,
  chinaMinuteOfDay,
  parseTimeWindow,
  planStatus,
  punchPlanProblem,
  punchPlanProblems,
  punchRefusal,
  secondsToChinaDateTime,
  specialProblem,
  specialProblems,
} from './rules.ts';
import type { PunchPlanInput, SpecialInput } from './types.ts';

// 2026-01-05 09:00 China time
const NOW = Date.UTC(2026, 0, 5, 1, 0, 0) / 1000;
const DAY = 86_400;

const plan: PunchPlanInput = {
  title: '21 天晨读',
  content: '每天读 20 分钟',
  punchcard_daily_limit: 1,
  punchcard_time_limit: '06:00-09:30',
  start_at: NOW - DAY,
  end_at: NOW + 20 * DAY,
};

const special: SpecialInput = {
  type: 1, price: 990, anonymous: 1, title: '写作答疑', content: '', time_range: 30, ended_type: 1, ended_at: 0, show_type: 1, plan_id: 0,
};

describe('China-time days', () => {
  it('reads the day and minute in China whatever the machine zone', () => {
    expect(chinaDay(NOW)).toBe('2026-01-05');
    // 2026-01-05 23:30 UTC is already the 6th in China
    expect(chinaDay(Date.UTC(2026, 0, 5, 23, 30) / 1000)).toBe('2026-01-06');
    expect(chinaMinuteOfDay(NOW)).toBe(9 * 60);
  });

  it('turns a date range into 00:00:00 and 23:59:59 (spec §9)', () => {
    const [from, to] = chinaDayRange('2026-01-05', '2026-01-25');
    expect(chinaDay(from)).toBe('2026-01-05');
    expect(chinaMinuteOfDay(from)).toBe(0);
    expect(to - from).toBe(21 * DAY - 1);
    expect(chinaDayRange('2026-02-30', '2026-03-01')[0]).toBeNaN();
  });

  it('round-trips a datetime-local value', () => {
    expect(chinaDateTimeToSeconds('2026-01-05T09:00')).toBe(NOW);
    expect(secondsToChinaDateTime(NOW)).toBe('2026-01-05T09:00');
    expect(chinaDateTimeToSeconds('2026-01-05T25:00')).toBeNaN();
  });
});

describe('punch-card plans', () => {
  it('derives the status from the dates', () => {
    expect(planStatus(plan, NOW - 2 * DAY)).toBe(0);
    expect(planStatus(plan, NOW)).toBe(1);
    expect(planStatus(plan, plan.end_at)).toBe(1);
    expect(planStatus(plan, plan.end_at + 1)).toBe(2);
  });

  it('parses a daily window, refusing backwards and malformed ones', () => {
    expect(parseTimeWindow('')).toBeNull();
    expect(parseTimeWindow('06:00-09:30')).toEqual({ from: 360, to: 570 });
    expect(parseTimeWindow('20:00-24:00')).toEqual({ from: 1200, to: 1440 });
    expect(parseTimeWindow('09:00-06:00')).toBeUndefined();
    expect(parseTimeWindow('9:00-10:00')).toBeUndefined();
    expect(parseTimeWindow('24:00-24:30')).toBeUndefined();
  });

  it('names what is wrong with a plan, as codes with their figures', () => {
    expect(punchPlanProblem(plan, NOW, true)).toBeUndefined();
    expect(punchPlanProblem({ ...plan, title: '  ' }, NOW, true)).toEqual({ code: 'planTitleRequired' });
    expect(punchPlanProblem({ ...plan, title: '长'.repeat(51) }, NOW, true)).toEqual({ code: 'planTitleTooLong', max: 50 });
    expect(punchPlanProblem({ ...plan, punchcard_daily_limit: 0 }, NOW, true)).toEqual({ code: 'dailyLimitRange', min: 1, max: 10 });
    expect(punchPlanProblem({ ...plan, punchcard_daily_limit: 11 }, NOW, true)).toMatchObject({ code: 'dailyLimitRange' });
    expect(punchPlanProblem({ ...plan, punchcard_time_limit: '10:00-08:00' }, NOW, true)).toEqual({ code: 'timeWindowFormat' });
    expect(punchPlanProblem({ ...plan, start_at: plan.end_at }, NOW, true)).toEqual({ code: 'startNotBeforeEnd' });
    const ended = { ...plan, start_at: NOW - 30 * DAY, end_at: NOW - DAY };
    expect(punchPlanProblem(ended, NOW, true)).toEqual({ code: 'planEndPassed' });
    expect(punchPlanProblem(ended, NOW, false)).toBeUndefined();
  });

  it('lists every problem of a plan for the form, the first being what the server answers', () => {
    const empty = { ...plan, title: '', start_at: 0, end_at: 0 };
    expect(punchPlanProblems(empty, NOW, true)).toEqual([{ code: 'planTitleRequired' }, { code: 'datesRequired' }]);
    expect(punchPlanProblem(empty, NOW, true)).toEqual({ code: 'planTitleRequired' });
  });

  it('refuses a punch outside the dates, outside the window, or past the daily limit', () => {
    expect(punchRefusal(plan, 0, NOW - 3600)).toBeUndefined();
    expect(punchRefusal(plan, 1, NOW - 3600)).toEqual({ code: 'dailyLimitReached', limit: 1 });
    expect(punchRefusal(plan, 0, NOW + 3600)).toEqual({ code: 'outsideWindow', window: '06:00-09:30' });
    expect(punchRefusal(plan, 0, NOW - 2 * DAY)).toEqual({ code: 'punchNotStarted' });
    expect(punchRefusal(plan, 0, plan.end_at + 1)).toEqual({ code: 'punchEnded' });
    expect(punchRefusal({ ...plan, punchcard_time_limit: '' }, 0, NOW + 3600)).toBeUndefined();
  });
});

describe('specials', () => {
  it('accepts a paid Q&A and a free challenge on a plan', () => {
    expect(specialProblem(special, NOW)).toBeUndefined();
    expect(specialProblem({ ...special, type: 2, price: 0, plan_id: 3 }, NOW)).toBeUndefined();
  });

  it('names what is wrong, as codes with their figures', () => {
    expect(specialProblem({ ...special, title: '' }, NOW)).toEqual({ code: 'specialTitleRequired' });
    expect(specialProblem({ ...special, price: 0 }, NOW)).toEqual({ code: 'priceRequired' });
    expect(specialProblem({ ...special, price: 10_000_000 }, NOW)).toEqual({ code: 'priceRange', max: 9_999_999 });
    expect(specialProblem({ ...special, type: 2, plan_id: 0 }, NOW)).toEqual({ code: 'planRequired' });
    expect(specialProblem({ ...special, ended_type: 2, ended_at: 0 }, NOW)).toEqual({ code: 'specialEndRequired' });
    expect(specialProblem({ ...special, ended_type: 2, ended_at: NOW - 1 }, NOW)).toEqual({ code: 'specialEndPassed' });
    expect(specialProblem({ ...special, time_range: -1 }, NOW)).toEqual({ code: 'timeRangeRange', max: 3650 });
  });

  it('lists every problem for the form', () => {
    expect(specialProblems({ ...special, title: '', type: 2, plan_id: 0 }, NOW).map((problem) => problem.code)).toEqual(['specialTitleRequired', 'planRequired']);
  });

  it('keeps an end already stored, even when it has passed', () => {
    expect(specialProblem({ ...special, ended_type: 2, ended_at: NOW - 10 }, NOW, NOW - 10)).toBeUndefined();
  });
});
