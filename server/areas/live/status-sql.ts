/**
 * The status rule of shared/live/rules.ts (`liveStatus`) as SQL, for the list's status filter and order: the same
 * three cases over the stored times, at `now`.
 */
import { sql, type RawBuilder } from 'kysely';
import { LIVE_LIMITS } from '@shared/live/rules.ts';
import type { LiveStatus } from '@shared/live/types.ts';
import type { Db } from '@server/db/database.ts';
import { greatestOf } from '@server/db/portable-sql.ts';

export function statusIs(db: Db, status: LiveStatus, now: number): RawBuilder<boolean> {
  const started = sql.ref('l.started_at');
  const byHandEnd = sql`${greatestOf(db, sql.ref('l.start_at'), started)} + l.duration * 60 + ${LIVE_LIMITS.overrun}`;
  const byTimeEnd = sql`l.start_at + l.duration * 60`;
  const live = sql<boolean>`l.ended_at = 0 and ((l.started_at = 0 and l.start_at <= ${now} and ${byTimeEnd} > ${now}) or (l.started_at > 0 and ${byHandEnd} > ${now}))`;
  switch (status) {
    case 'scheduled':
      return sql<boolean>`l.ended_at = 0 and l.started_at = 0 and l.start_at > ${now}`;
    case 'live':
      return live;
    case 'ended':
      return sql<boolean>`(l.ended_at > 0 or (l.started_at = 0 and ${byTimeEnd} <= ${now}) or (l.started_at > 0 and ${byHandEnd} <= ${now}))`;
  }
}

/**
 * The list's order, as terms to order by: what is coming, soonest first; everything else newest start first. The
 * view of every status puts the sessions live now first, then the coming ones soonest first, then the ended ones
 * latest first: the furthest-off session is not what a teacher opens the list for.
 */
export function listOrder(db: Db, status: LiveStatus | undefined, now: number): [RawBuilder<unknown>, 'asc' | 'desc'][] {
  const start = sql`l.start_at`;
  const id = sql`l.id`;
  if (status === 'scheduled') return [[start, 'asc'], [id, 'asc']];
  if (status) return [[start, 'desc'], [id, 'desc']];
  const group = sql`case when ${statusIs(db, 'live', now)} then 0 when ${statusIs(db, 'scheduled', now)} then 1 else 2 end`;
  const comingAt = sql`case when ${statusIs(db, 'scheduled', now)} then l.start_at end`;
  return [[group, 'asc'], [comingAt, 'asc'], [start, 'desc'], [id, 'desc']];
}
