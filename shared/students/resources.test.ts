import { describe, expect, it } from 'vitest';
import { dayEndSeconds, dayStartSeconds } from '@shared/format/local-date.ts';
import { noteProblem, STUDENT_LIMITS } from './rules.ts';
import { fenOfYuan, studentFilterOf } from './resources.ts';

describe('the student list state as the calls filter', () => {
  it('reads yuan as typed into fen, and nothing else', () => {
    expect(fenOfYuan('12')).toBe(1_200);
    expect(fenOfYuan(' 12.5 ')).toBe(1_250);
    expect(fenOfYuan('0.01')).toBe(1);
    for (const text of ['', 'abc', '-3', '1.234', '1e3', '12.']) expect(fenOfYuan(text), text).toBeUndefined();
  });

  it('sends only what is chosen, dates as whole China days', () => {
    const base = { channel: '' as const, from: '', to: '', spendMin: '', spendMax: '', keyword: '  ', tag: '', sort: 'last' as const };
    expect(studentFilterOf(base)).toEqual({ sort: 'last' });
    expect(studentFilterOf({ ...base, channel: 'dy', from: '2026-11-01', to: '2026-11-27', spendMin: '100', spendMax: 'x', keyword: ' 小鹿 ', tag: '12', sort: 'spend' })).toEqual({
      channel: 'dy',
      firstFrom: dayStartSeconds('2026-11-01'),
      firstTo: dayEndSeconds('2026-11-27'),
      spendMin: 10_000,
      keyword: '小鹿',
      tagId: 12,
      sort: 'spend',
    });
    // a tag that is no id (an edited address) is no filter
    expect(studentFilterOf({ ...base, tag: '0' })).toEqual({ sort: 'last' });
    expect(studentFilterOf({ ...base, tag: 'x1' })).toEqual({ sort: 'last' });
  });

  it('lets a note be empty but not longer than its limit', () => {
    expect(noteProblem('')).toBeUndefined();
    expect(noteProblem('好'.repeat(STUDENT_LIMITS.noteMax))).toBeUndefined();
    expect(noteProblem('好'.repeat(STUDENT_LIMITS.noteMax + 1))).toEqual({ code: 'tooLong', max: STUDENT_LIMITS.noteMax });
  });
});
