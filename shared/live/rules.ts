/**
 * The rules of live sessions both sides apply: limits, the status a session is in, what the teacher may
 * do with it in that status, and the sessions a series makes. A rule answers a code, never a sentence.
 */
import type { LiveStatus } from './types.ts';
import { LIVE_LIMITS } from './limits.ts';

export { LIVE_LIMITS } from './limits.ts';

export type LiveTimes = { start_at: number; duration: number; started_at: number; ended_at: number };

/** When the session ends by itself: its planned end, counted from the later of its time and its start by hand, plus the overrun for one started by hand. */
export function liveEndsAt(live: LiveTimes): number {
  if (live.ended_at > 0) return live.ended_at;
  if (live.started_at > 0) return Math.max(live.start_at, live.started_at) + live.duration * 60 + LIVE_LIMITS.overrun;
  return live.start_at + live.duration * 60;
}

/**
 * 未开始 before its time, 直播中 until its end, 已结束 after it. The teacher's start makes it live before its time
 * (and keeps it live past its planned end, within the overrun); the teacher's end ends it at once.
 */
export function liveStatus(live: LiveTimes, now: number): LiveStatus {
  if (live.ended_at > 0) return 'ended';
  if (live.started_at === 0 && now < live.start_at) return 'scheduled';
  return now < liveEndsAt(live) ? 'live' : 'ended';
}

/** What the teacher may do with a session in `status`. */
export const canStart = (status: LiveStatus, startedAt: number) => status === 'scheduled' || (status === 'live' && startedAt === 0);
export const canEnd = (status: LiveStatus) => status === 'live';
export const canDelete = (status: LiveStatus) => status !== 'live';

export type LiveTimeProblem = 'startInPast' | 'endedTime' | 'liveStart';

/**
 * Why a session's time may not change as asked, or null: an ended session keeps its time, a live one its start,
 * and a new start must not lie in the past (within the grace).
 */
export function timeProblem(current: (LiveTimes & { status: LiveStatus }) | null, next: { start_at: number; duration: number }, now: number): LiveTimeProblem | null {
  const moved = current === null || current.start_at !== next.start_at;
  if (current?.status === 'ended' && (moved || current.duration !== next.duration)) return 'endedTime';
  if (current?.status === 'live' && moved) return 'liveStart';
  if (moved && next.start_at < now - LIVE_LIMITS.pastStartGrace) return 'startInPast';
  return null;
}

/** The starts of a series: `count` sessions `everyDays` apart, each at the first one's time of day (China keeps no summer time). */
export function seriesStarts(firstStartAt: number, count: number, everyDays: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => firstStartAt + i * everyDays * 86_400);
}

/** The title of a series' `n`th session (1-based). */
export const seriesTitle = (name: string, n: number) => `${name.trim()} 第${n}场`;
