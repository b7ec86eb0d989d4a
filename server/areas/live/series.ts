/**
 * 批量创建 (/live/batch): the sessions of a series in one go, `every_days` apart at the first one's time
 * of day, titled with the series' name and their number. All of them or none: every start is checked before the
 * one transaction writes them.
 */
import { randomUUID } from 'node:crypto';
import { LIVE_LIMITS, seriesStarts, seriesTitle, timeProblem } from '@shared/live/rules.ts';
import type { LiveSeriesInput, LiveSession } from '@shared/live/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { checkedColumns, TIME_PROBLEMS, type LiveSessions } from './sessions.ts';
import { newStreamKey } from './stream-keys.ts';

export function createLiveSeries(ctx: ServiceContext, deps: { sessions: LiveSessions }) {
  const { db } = ctx;

  return {
    async create(session: Session, input: LiveSeriesInput): Promise<LiveSession[]> {
      const now = seconds(ctx.now);
      if (timeProblem(null, { start_at: input.first_start_at, duration: input.duration }, now)) throw fail.validation(TIME_PROBLEMS.startInPast);
      const values = await checkedColumns(db, session, input, LIVE_LIMITS.seriesNameMax);
      const starts = seriesStarts(input.first_start_at, input.count, input.every_days);
      const seriesKey = randomUUID();
      const ids = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('live_sessions')
          .values(starts.map((startAt, i) => ({
            ...values,
            title: seriesTitle(values.title, i + 1),
            start_at: startAt,
            series_key: seriesKey,
            series_name: values.title,
            owner_id: session.main.id,
            stream_key: newStreamKey(),
            created_at: now,
            updated_at: now,
          })))
          .returning('id')
          .execute();
        for (const row of rows) await recordUses(trx, { kind: 'live', id: row.id }, [values.cover_id]);
        return rows.map((row) => row.id);
      });
      const rows = await db.selectFrom('live_sessions').selectAll().where('id', 'in', ids).orderBy('start_at').execute();
      return deps.sessions.toRecords(session, rows);
    },
  };
}
