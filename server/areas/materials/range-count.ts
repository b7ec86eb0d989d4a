/**
 * How many materials of an owner and kind (and category) were uploaded within a time range, without scanning
 * the range: whole China days from `material_day_counts` (migration-021.ts, at most a row per day and category),
 * the partial days at its ends row by row (server/db/day-range-count.ts).
 */
import type { MaterialKind } from '@shared/materials/types.ts';
import type { Db } from '@server/db/database.ts';
import { countByDays } from '@server/db/day-range-count.ts';

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

  return countByDays(startAt, endAt, { countRows, sumDays });
}
