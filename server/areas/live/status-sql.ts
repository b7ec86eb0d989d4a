/**
 * The status rule of shared/live/rules.ts (`liveStatus`) as SQL, for the list's status filter: the same three
 * cases over the stored times, at `now`.
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
