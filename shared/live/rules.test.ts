import { describe, expect, it } from 'vitest';
import { canDelete, canEnd, canStart, LIVE_LIMITS, liveEndsAt, liveStatus, seriesStarts, seriesTitle, timeProblem } from './rules.ts';

const HOUR = 3600;
const at = 1_767_600_000;
const session = (extra: Partial<{ started_at: number; ended_at: number }> = {}) => ({ start_at: at, duration: 60, started_at: 0, ended_at: 0, ...extra });

describe('live status', () => {
  it('moves with time alone: scheduled, live for its duration, then ended', () => {
    expect(liveStatus(session(), at - 1)).toBe('scheduled');
    expect(liveStatus(session(), at)).toBe('live');
    expect(liveStatus(session(), at + HOUR - 1)).toBe('live');
    expect(liveStatus(session(), at + HOUR)).toBe('ended');
    expect(liveEndsAt(session())).toBe(at + HOUR);
  });

  it("is live from the teacher's start, before its time and past its planned end within the overrun", () => {
    const early = session({ started_at: at - 600 });
    expect(liveStatus(early, at - 600)).toBe('live');
    expect(liveStatus(early, at + HOUR + LIVE_LIMITS.overrun - 1)).toBe('live');
    expect(liveStatus(early, at + HOUR + LIVE_LIMITS.overrun)).toBe('ended');
    // started late: the planned length counts from the start by hand
    expect(liveEndsAt(session({ started_at: at + 1200 }))).toBe(at + 1200 + HOUR + LIVE_LIMITS.overrun);
  });

  it("ends at the teacher's end, whatever the time says", () => {
    expect(liveStatus(session({ started_at: at, ended_at: at + 60 }), at + 61)).toBe('ended');
    expect(liveStatus(session({ ended_at: at - 100 }), at - 200)).toBe('ended');
    expect(liveEndsAt(session({ started_at: at, ended_at: at + 60 }))).toBe(at + 60);
  });

  it('says what may be done in each status', () => {
    expect([canStart('scheduled', 0), canStart('live', 0), canStart('live', at), canStart('ended', 0)]).toEqual([true, true, false, false]);
    expect([canEnd('scheduled'), canEnd('live'), canEnd('ended')]).toEqual([false, true, false]);
    expect([canDelete('scheduled'), canDelete('live'), canDelete('ended')]).toEqual([true, false, true]);
  });
});

describe('time changes', () => {
  const now = at - HOUR;
  it('keeps an ended session’s time and a live one’s start; refuses a new start in the past', () => {
    expect(timeProblem(null, { start_at: now - LIVE_LIMITS.pastStartGrace - 1, duration: 60 }, now)).toBe('startInPast');
    expect(timeProblem(null, { start_at: now - 60, duration: 60 }, now)).toBeNull();
    expect(timeProblem({ ...session(), status: 'ended' }, { start_at: at, duration: 90 }, now)).toBe('endedTime');
    expect(timeProblem({ ...session(), status: 'ended' }, { start_at: at, duration: 60 }, now)).toBeNull();
    expect(timeProblem({ ...session(), status: 'live' }, { start_at: at + 60, duration: 60 }, now)).toBe('liveStart');
    expect(timeProblem({ ...session(), status: 'live' }, { start_at: at, duration: 120 }, now)).toBeNull();
    // an unchanged start that has passed is no problem for a scheduled session being edited
    expect(timeProblem({ ...session(), status: 'scheduled' }, { start_at: at, duration: 30 }, at + 10 * HOUR)).toBeNull();
  });
});

describe('series', () => {
  it('makes the starts every N days at the same time of day, and numbers the titles', () => {
    expect(seriesStarts(at, 3, 7)).toEqual([at, at + 7 * 86_400, at + 14 * 86_400]);
    expect(seriesStarts(at, 0, 1)).toEqual([]);
    expect(seriesTitle(' 摄影夜课 ', 2)).toBe('摄影夜课 第2场');
  });
});
