import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  EMPTY_HOMEWORK_FORM,
  EMPTY_PLAN_FORM,
  EMPTY_SPECIAL_FORM,
  homeworkFormProblems,
  homeworkFormToInput,
  planFormProblems,
  planFormToInput,
  planToForm,
  reviewFormProblems,
  specialFormProblems,
  specialFormToInput,
  specialToForm,
} from './form.ts';
import { chinaDayRange } from './rules.ts';
import type { PunchPlan, Special } from './types.ts';

// 2026-01-05 09:00 China time
const NOW = Date.UTC(2026, 0, 5, 1, 0, 0) / 1000;

describe('plan form', () => {
  it('places each problem, as a code, on its field', () => {
    expect(planFormProblems(EMPTY_PLAN_FORM, true, NOW)).toEqual({ title: { code: 'planTitleRequired' }, dates: { code: 'datesRequired' } });
    const wrong = { ...EMPTY_PLAN_FORM, title: 'x', dates: ['2026-02-01', '2026-02-02'] as const, dailyLimit: 0, window: { on: true, from: '10:00', to: '09:00' } };
    expect(planFormProblems(wrong, true, NOW)).toEqual({ dailyLimit: { code: 'dailyLimitRange', min: 1, max: 10 }, window: { code: 'timeWindowFormat' } });
    expect(planFormProblems({ ...wrong, dailyLimit: Number.NaN, window: EMPTY_PLAN_FORM.window }, true, NOW)).toEqual({ dailyLimit: { code: 'dailyLimitRange', min: 1, max: 10 } });
    // a new plan must not have ended; an old one may be corrected
    const ended = { ...wrong, dailyLimit: 1, window: EMPTY_PLAN_FORM.window, dates: ['2025-12-01', '2025-12-21'] as const };
    expect(planFormProblems(ended, true, NOW)).toEqual({ dates: { code: 'planEndPassed' } });
    expect(planFormProblems(ended, false, NOW)).toEqual({});
  });

  it('sends the dates as the first 00:00:00 and the last 23:59:59, the window as HH:MM-HH:MM, and reads a plan back', () => {
    const form = { ...EMPTY_PLAN_FORM, title: ' 晨读 ', dailyLimit: 2, window: { on: true, from: '06:00', to: '08:30' }, dates: ['2026-01-06', '2026-01-26'] as const };
    const input = planFormToInput(form);
    const [start, end] = chinaDayRange('2026-01-06', '2026-01-26');
    expect(input).toEqual({ title: '晨读', content: '', punchcard_daily_limit: 2, punchcard_time_limit: '06:00-08:30', start_at: start, end_at: end });
    expect(planFormToInput({ ...form, window: { ...form.window, on: false } }).punchcard_time_limit).toBe('');
    const plan = { ...input, id: 1, planet_id: 1, status: 0, card_count: 0, member_count: 0, created_at: 0, updated_at: 0 } satisfies PunchPlan;
    expect(planToForm(plan)).toEqual({ ...form, title: '晨读' });
  });
});

describe('homework form', () => {
  it('needs a title and a deadline, and closes when asked', () => {
    expect(homeworkFormProblems(EMPTY_HOMEWORK_FORM)).toEqual({ title: { code: 'homeworkTitleRequired' }, deadline: { code: 'deadlineRequired' } });
    const input = homeworkFormToInput({ title: '作文', content: '', deadline: '2026-01-05T09:00', closed: 1 });
    expect(input).toEqual({ title: '作文', content: '', deadline: Date.UTC(2026, 0, 5, 1) / 1000, status: 2 });
  });
});

describe('review and answer', () => {
  it('needs a comment and a whole score from 0 to 100', () => {
    expect(reviewFormProblems({ comment: ' ', score: 120 })).toEqual({ comment: { code: 'commentRequired' }, score: { code: 'scoreRange', min: 0, max: 100 } });
    expect(reviewFormProblems({ comment: '好', score: Number.NaN }).score).toEqual({ code: 'scoreRange', min: 0, max: 100 });
    expect(reviewFormProblems({ comment: '好', score: 0 })).toEqual({});
    expect(answerProblem('  ')).toEqual({ code: 'answerRequired' });
    expect(answerProblem('多读')).toBeUndefined();
  });
});

describe('special form', () => {
  it('needs a plan for a challenge and an end time when it ends, and a price that parses', () => {
    expect(specialFormProblems({ ...EMPTY_SPECIAL_FORM, title: 'x', type: 2, ending: { type: 2, at: '' }, price: '9.999' }, 0, NOW)).toEqual({
      price: { code: 'priceFormat' },
      ending: { code: 'specialEndRequired' },
      planId: { code: 'planRequired' },
    });
    // paid Q&A costs something; an end must lie ahead
    expect(specialFormProblems({ ...EMPTY_SPECIAL_FORM, title: 'x', ending: { type: 2, at: '2026-01-01T20:00' } }, 0, NOW)).toEqual({
      price: { code: 'priceRequired' },
      ending: { code: 'specialEndPassed' },
    });
  });

  it('turns yuan into fen, keeps a plan only for a challenge and an end only when it ends, and reads a special back', () => {
    const form = { ...EMPTY_SPECIAL_FORM, type: 2 as const, title: '挑战', price: '19.9', timeRange: 30, ending: { type: 2 as const, at: '2026-02-01T20:00' }, planId: 7, anonymous: 1 as const };
    const input = specialFormToInput(form);
    expect(input).toMatchObject({ type: 2, price: 1990, anonymous: 1, time_range: 30, ended_type: 2, plan_id: 7 });
    expect(specialFormToInput({ ...form, type: 3, ending: { type: 1, at: '' } })).toMatchObject({ plan_id: 0, ended_at: 0 });
    expect(specialFormProblems(form, 0, NOW)).toEqual({});
    const special = { ...input, id: 1, planet_id: 1, plan_title: '', created_at: 0, updated_at: 0 } satisfies Special;
    expect(specialToForm(special)).toEqual({ ...form, price: '19.90' });
  });
});
