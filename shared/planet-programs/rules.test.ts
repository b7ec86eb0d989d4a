import { describe, expect, it } from 'vitest';
import {
  chinaDateTimeToSeconds,
  chinaDay,
  chinaDayRange,
  chinaMinuteOfDay,
  parseTimeWindow,
  planStatus,
  punchPlanProblem,
  punchRefusal,
  secondsToChinaDateTime,
  specialProblem,
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

  it('names what is wrong with a plan', () => {
    expect(punchPlanProblem(plan, NOW, true)).toBe('');
    expect(punchPlanProblem({ ...plan, title: '  ' }, NOW, true)).toBe('请输入打卡计划名称');
    expect(punchPlanProblem({ ...plan, punchcard_daily_limit: 0 }, NOW, true)).toBe('每日打卡次数必须是 1 到 10 之间的整数');
    expect(punchPlanProblem({ ...plan, punchcard_daily_limit: 11 }, NOW, true)).toMatch('每日打卡次数');
    expect(punchPlanProblem({ ...plan, punchcard_time_limit: '10:00-08:00' }, NOW, true)).toMatch('打卡时段');
    expect(punchPlanProblem({ ...plan, start_at: plan.end_at }, NOW, true)).toBe('开始时间必须早于结束时间');
    const ended = { ...plan, start_at: NOW - 30 * DAY, end_at: NOW - DAY };
    expect(punchPlanProblem(ended, NOW, true)).toBe('结束时间不能早于当前时间');
    expect(punchPlanProblem(ended, NOW, false)).toBe('');
  });

  it('refuses a punch outside the dates, outside the window, or past the daily limit', () => {
    expect(punchRefusal(plan, 0, NOW - 3600)).toBe('');
    expect(punchRefusal(plan, 1, NOW - 3600)).toBe('今日打卡次数已达上限（1 次）');
    expect(punchRefusal(plan, 0, NOW + 3600)).toBe('不在打卡时段（06:00-09:30）内');
    expect(punchRefusal(plan, 0, NOW - 2 * DAY)).toBe('打卡尚未开始');
    expect(punchRefusal(plan, 0, plan.end_at + 1)).toBe('打卡已结束');
    expect(punchRefusal({ ...plan, punchcard_time_limit: '' }, 0, NOW + 3600)).toBe('');
  });
});

describe('specials', () => {
  it('accepts a paid Q&A and a free challenge on a plan', () => {
    expect(specialProblem(special, NOW)).toBe('');
    expect(specialProblem({ ...special, type: 2, price: 0, plan_id: 3 }, NOW)).toBe('');
  });

  it('names what is wrong', () => {
    expect(specialProblem({ ...special, title: '' }, NOW)).toBe('请输入专题名称');
    expect(specialProblem({ ...special, price: 0 }, NOW)).toBe('付费提问和付费内容的价格必须大于 0');
    expect(specialProblem({ ...special, type: 2, plan_id: 0 }, NOW)).toBe('打卡挑战需要关联一个打卡计划');
    expect(specialProblem({ ...special, ended_type: 2, ended_at: 0 }, NOW)).toBe('请选择专题的结束时间');
    expect(specialProblem({ ...special, ended_type: 2, ended_at: NOW - 1 }, NOW)).toBe('结束时间必须晚于当前时间');
    expect(specialProblem({ ...special, time_range: -1 }, NOW)).toMatch('有效期');
  });

  it('keeps an end already stored, even when it has passed', () => {
    expect(specialProblem({ ...special, ended_type: 2, ended_at: NOW - 10 }, NOW, NOW - 10)).toBe('');
  });
});
