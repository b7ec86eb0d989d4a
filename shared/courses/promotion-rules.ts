/**
 * The rules of course activities and evaluations both sides check: lengths, counts, the status an
 * activity's time window gives it, the address it may lead to, the figures of ratings. Codes, never sentences.
 */
import { PROMOTION_LIMITS } from './limits.ts';
import type { FieldProblem } from '@shared/form/field-rules.ts';
import type { ActivityStatus } from './activity-types.ts';
import type { RatingSummary } from './evaluation-types.ts';

export { PROMOTION_LIMITS } from './limits.ts';

/** 未开始 before the start, 进行中 until the end, 已结束 from it (unix seconds). */
export function activityStatus(startAt: number, endAt: number, now: number): ActivityStatus {
  if (now < startAt) return 0;
  return now < endAt ? 1 : 2;
}

export type UrlProblem = FieldProblem | { code: 'notHttps' };

/** An activity's address: an absolute https URL with a host, within the limit. */
export function httpsUrlProblem(raw: string): UrlProblem | undefined {
  const text = raw.trim();
  if (text === '') return { code: 'required' };
  if ([...text].length > PROMOTION_LIMITS.urlMax) return { code: 'tooLong', max: PROMOTION_LIMITS.urlMax };
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(text) ? undefined : { code: 'notHttps' };
  } catch {
    return { code: 'notHttps' };
  }
}

/** The figures of evaluations counted by rating (counts[0] one star … counts[4] five). */
export function ratingSummary(counts: readonly number[], unreplied: number, hidden: number): RatingSummary {
  const stars: RatingSummary['stars'] = [0, 1, 2, 3, 4].map((i) => counts[i] ?? 0) as RatingSummary['stars'];
  const count = stars.reduce((sum, n) => sum + n, 0);
  const total = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { count, average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, stars, unreplied, hidden };
}

/** A buyer's avatar when the student side gave none: the first character of the nickname. */
export const initialOf = (nickname: string): string => [...nickname.trim()][0]?.toUpperCase() ?? '?';
