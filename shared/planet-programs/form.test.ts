import { describe, expect, it } from 'vitest';
import {
  EMPTY_HOMEWORK_FORM,
  EMPTY_PLAN_FORM,
  EMPTY_SPECIAL_FORM,
  homeworkFormProblems,
  homeworkFormToInput,
  planFormProblems,
  planFormToInput,
  planToForm,
  specialFormProblems,
  specialFormToInput,
  specialToForm,
} from './form.ts';
import { chinaDayRange } from './rules.ts';
import type { PunchPlan, Special } from './types.ts';

describe('plan form', () => {
  it('names each missing field', () => {
    expect(planFormProblems(EMPTY_PLAN_FORM)).toEqual({ title: 'planet.programs.plans.needName', dates: 'planet.programs.plans.needDates' });
    expect(planFormProblems({ ...EMPTY_PLAN_FORM, title: 'x', dates: ['2026-01-01', '2026-01-02'], dailyLimit: '0', windowOn: true, windowFrom: '10:00', windowTo: '09:00' }))
      .toEqual({ dailyLimit: 'planet.programs.plans.dailyLimitHint', window: 'planet.programs.plans.timeLimit' });
  });

  it('sends the dates as the first 00:00:00 and the last 23:59:59, the window as HH:MM-HH:MM, and reads a plan back', () => {
    const form = { ...EMPTY_PLAN_FORM, title: ' 晨读 ', dailyLimit: '2', windowOn: true, windowFrom: '06:00', windowTo: '08:30', dates: ['2026-01-06', '2026-01-26'] as const };
    const input = planFormToInput(form);
    const [start, end] = chinaDayRange('2026-01-06', '2026-01-26');
    expect(input).toEqual({ title: '晨读', content: '', punchcard_daily_limit: 2, punchcard_time_limit: '06:00-08:30', start_at: start, end_at: end });
    expect(planFormToInput({ ...form, windowOn: false }).punchcard_time_limit).toBe('');
    const plan = { ...input, id: 1, planet_id: 1, status: 0, card_count: 0, member_count: 0, created_at: 0, updated_at: 0 } satisfies PunchPlan;
    expect(planToForm(plan)).toEqual({ ...form, title: '晨读' });
  });
});

describe('homework form', () => {
  it('needs a title and a deadline, and closes when asked', () => {
    expect(homeworkFormProblems(EMPTY_HOMEWORK_FORM)).toEqual({ title: 'planet.programs.homework.needName', deadline: 'planet.programs.homework.needDeadline' });
    const input = homeworkFormToInput({ title: '作文', content: '', deadline: '2026-01-05T09:00', closed: true });
    expect(input).toEqual({ title: '作文', content: '', deadline: Date.UTC(2026, 0, 5, 1) / 1000, status: 2 });
  });
});

describe('special form', () => {
  it('needs a plan for a challenge and an end time when it ends', () => {
    expect(specialFormProblems({ ...EMPTY_SPECIAL_FORM, title: 'x', type: 2, endedType: 2, price: '9.999' })).toEqual({
      price: 'planet.programs.specials.badPrice',
      endedAt: 'planet.programs.specials.needEnd',
      planId: 'planet.programs.specials.needPlan',
    });
  });

  it('turns yuan into fen, keeps a plan only for a challenge and an end only when it ends, and reads a special back', () => {
    const form = { ...EMPTY_SPECIAL_FORM, type: 2 as const, title: '挑战', price: '19.9', timeRange: '30', endedType: 2 as const, endedAt: '2026-02-01T20:00', planId: 7, anonymous: true };
    const input = specialFormToInput(form);
    expect(input).toMatchObject({ type: 2, price: 1990, anonymous: 1, time_range: 30, ended_type: 2, plan_id: 7 });
    expect(specialFormToInput({ ...form, type: 3, endedType: 1 })).toMatchObject({ plan_id: 0, ended_at: 0 });
    const special = { ...input, id: 1, planet_id: 1, plan_title: '', created_at: 0, updated_at: 0 } satisfies Special;
    expect(specialToForm(special)).toEqual({ ...form, price: '19.90' });
  });
});
