/**
 * How many materials of an owner and kind (and category) were uploaded within a time range, without scanning
 * the range: the whole China days inside it are added up from `material_day_counts` (migration-021.ts, at most a
 * row per day and category), and only the partial days at its ends are counted row by row.
 */
import type { MaterialKind } from '@shared/materials/types.ts';
import type { Db } from '@server/db/database.ts';

const DAY = 86_400;
/** China time, UTC+8, has no daylight saving */
const CHINA_OFFSET = 8 * 3600;

export const chinaDayOf = (unixSeconds: number) => Math.floor((unixSeconds + CHINA_OFFSET) / DAY);
const dayStart = (day: number) => day * DAY - CHINA_OFFSET;

export type CountedRange = {
  ownerId: number;
  kind: MaterialKind;
  categoryId: number | undefined;
  /** unix seconds, inclusive; undefined: open */
  startAt: number | undefined;
  endAt: number | undefined;
};

export async function countInRange(db: Db, range: CountedRange): Promise<number> {
  const { ownerId, kind, categoryId, startAt, endAt } = range;

  const countRows = async (from: number, to: number) => {
    let query = db
      .selectFrom('materials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to);
    if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  };

  const sumDays = async (firstDay: number | undefined, lastDay: number | undefined) => {
    if (firstDay !== undefined && lastDay !== undefined && firstDay > lastDay) return 0;
    let query = db
      .selectFrom('material_day_counts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind);
    if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
    if (firstDay !== undefined) query = query.where('day', '>=', firstDay);
    if (lastDay !== undefined) query = query.where('day', '<=', lastDay);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  };

  if (startAt !== undefined && endAt !== undefined && chinaDayOf(startAt) === chinaDayOf(endAt)) return countRows(startAt, endAt);
  let total = 0;
  let firstDay = startAt === undefined ? undefined : chinaDayOf(startAt);
  let lastDay = endAt === undefined ? undefined : chinaDayOf(endAt);
  if (startAt !== undefined && firstDay !== undefined && startAt !== dayStart(firstDay)) {
    total += await countRows(startAt, dayStart(firstDay + 1) - 1);
    firstDay += 1;
  }
  if (endAt !== undefined && lastDay !== undefined && endAt !== dayStart(lastDay + 1) - 1) {
    total += await countRows(dayStart(lastDay), endAt);
    lastDay -= 1;
  }
  return total + (await sumDays(firstDay, lastDay));
}
