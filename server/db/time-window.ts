/**
 * Records with a start and an end time (activities, promotions) are 未开始 (0) before the start, 进行中 (1) until
 * the end and 已结束 (2) after it: the list filter as SQL over `alias.start_at` and `alias.end_at`, on both engines.
 */
import { sql, type RawBuilder } from 'kysely';

export function inTimeWindowStatus(alias: string, status: 0 | 1 | 2, now: number): RawBuilder<boolean> {
  const start = sql.ref(`${alias}.start_at`);
  const end = sql.ref(`${alias}.end_at`);
  if (status === 0) return sql<boolean>`${start} > ${now}`;
  if (status === 1) return sql<boolean>`${start} <= ${now} and ${end} > ${now}`;
  return sql<boolean>`${end} <= ${now}`;
}
