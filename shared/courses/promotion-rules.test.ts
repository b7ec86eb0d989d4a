import { describe, expect, it } from 'vitest';
import { activityStatus, httpsUrlProblem, initialOf, PROMOTION_LIMITS, ratingSummary } from './promotion-rules.ts';

describe('course activity and evaluation rules', () => {
  it('gives an activity its status by its time window', () => {
    expect(activityStatus(100, 200, 99)).toBe(0);
    expect(activityStatus(100, 200, 100)).toBe(1);
    expect(activityStatus(100, 200, 199)).toBe(1);
    expect(activityStatus(100, 200, 200)).toBe(2);
    expect(activityStatus(100, 200, 1_000)).toBe(2);
  });

  it('takes only absolute https addresses', () => {
    expect(httpsUrlProblem('https://shop.example.com/a?b=1')).toBeUndefined();
    expect(httpsUrlProblem('  https://example.com  ')).toBeUndefined();
    expect(httpsUrlProblem('')).toEqual({ code: 'required' });
    expect(httpsUrlProblem('http://example.com')).toEqual({ code: 'notHttps' });
    expect(httpsUrlProblem('javascript:alert(1)')).toEqual({ code: 'notHttps' });
    expect(httpsUrlProblem('example.com')).toEqual({ code: 'notHttps' });
    expect(httpsUrlProblem('https://exa mple.com')).toEqual({ code: 'notHttps' });
    expect(httpsUrlProblem(`https://example.com/${'a'.repeat(PROMOTION_LIMITS.urlMax)}`)).toEqual({ code: 'tooLong', max: PROMOTION_LIMITS.urlMax });
  });

  it('sums ratings into an average with one decimal and counts by star', () => {
    expect(ratingSummary([0, 0, 0, 0, 0], 0, 0)).toEqual({ count: 0, average: 0, stars: [0, 0, 0, 0, 0], unreplied: 0, hidden: 0 });
    expect(ratingSummary([1, 0, 0, 1, 1], 2, 1)).toEqual({ count: 3, average: 3.3, stars: [1, 0, 0, 1, 1], unreplied: 2, hidden: 1 });
    expect(ratingSummary([0, 0, 0, 1, 2], 0, 0).average).toBe(4.7);
    expect(ratingSummary([2], 0, 0).stars).toEqual([2, 0, 0, 0, 0]);
  });

  it("draws a buyer's initial from the nickname", () => {
    expect(initialOf(' 小明同学')).toBe('小');
    expect(initialOf('amy')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});
