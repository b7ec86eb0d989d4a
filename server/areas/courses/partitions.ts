/**
 * Partitions of course activities (分区: 新人专区, 限时特惠 …), in the teacher's order. A partition that
 * still holds activities is not deleted: the teacher moves or deletes them first, so nothing goes unnoticed.
 */
import { sql } from 'kysely';
import { PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import type { Partition } from '@shared/courses/activity-types.ts';
import { isFullOrder } from '@shared/list-state/reorder.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';

const PARTITION_NOT_FOUND = '分区不存在';

export function createPartitionService(ctx: ServiceContext) {
  const { db } = ctx;

  async function rowsOf(session: Session): Promise<Partition[]> {
    const rows = await db
      .selectFrom('course_activity_partitions as p')
      .leftJoin('course_activities as a', 'a.partition_id', 'p.id')
      .select(['p.id', 'p.name', 'p.position', 'p.created_at', 'p.updated_at', (eb) => eb.fn.count<number>('a.id').as('n')])
      .where('p.owner_id', '=', session.main.id)
      .groupBy(['p.id', 'p.name', 'p.position', 'p.created_at', 'p.updated_at'])
      .orderBy('p.position')
      .orderBy('p.id')
      .execute();
    return rows.map((row, i) => ({ id: row.id, name: row.name, position: i + 1, activity_count: Number(row.n), created_at: row.created_at, updated_at: row.updated_at }));
  }

  async function owned(session: Session, id: number) {
    const row = await db.selectFrom('course_activity_partitions').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(PARTITION_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<Partition> {
    const found = (await rowsOf(session)).find((row) => row.id === id);
    if (!found) throw fail.notFound(PARTITION_NOT_FOUND);
    return found;
  }

  /** The trimmed name, refused when another partition of the account bears it. */
  async function checkedName(session: Session, raw: string, except = 0): Promise<string> {
    const name = checkedText('name', raw, PROMOTION_LIMITS.partitionNameMax, true);
    const same = await db.selectFrom('course_activity_partitions').select('id').where('owner_id', '=', session.main.id).where('name', '=', name).where('id', '!=', except).executeTakeFirst();
    if (same) throw fail.validation(`已有名为「${name}」的分区`);
    return name;
  }

  return {
    owned,

    list: rowsOf,

    async create(session: Session, input: { name: string }): Promise<Partition> {
      const name = await checkedName(session, input.name);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        // two partitions made at once take the next places one after the other
        await lockRowForWrite(trx, 'users', session.main.id);
        const { n, last } = await trx
          .selectFrom('course_activity_partitions')
          .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<number | null>('position').as('last')])
          .where('owner_id', '=', session.main.id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= PROMOTION_LIMITS.partitionsMax) throw fail.validation(`最多 ${PROMOTION_LIMITS.partitionsMax} 个分区`);
        const row = await trx
          .insertInto('course_activity_partitions')
          .values({ owner_id: session.main.id, name, position: Number(last ?? 0) + 1, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return one(session, id);
    },

    async rename(session: Session, id: number, input: { name: string }): Promise<Partition> {
      await owned(session, id);
      const name = await checkedName(session, input.name, id);
      await db.updateTable('course_activity_partitions').set({ name, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      const partition = await owned(session, id);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'course_activity_partitions', id);
        const { n } = await trx.selectFrom('course_activities').select((eb) => eb.fn.countAll<number>().as('n')).where('partition_id', '=', id).executeTakeFirstOrThrow();
        if (Number(n) > 0) throw fail.validation(`分区「${partition.name}」中还有 ${Number(n)} 个活动，请先删除这些活动或把它们移到其他分区`);
        await trx.deleteFrom('course_activity_partitions').where('id', '=', id).execute();
        await trx.updateTable('course_activity_partitions').set({ position: sql`position - 1` }).where('owner_id', '=', session.main.id).where('position', '>', partition.position).execute();
      });
    },

    /** The partitions in the order `ids` gives, which must name each of the account's partitions once. */
    async sort(session: Session, ids: number[]): Promise<Partition[]> {
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'users', session.main.id);
        const known = await trx.selectFrom('course_activity_partitions').select('id').where('owner_id', '=', session.main.id).execute();
        if (!isFullOrder(ids, known.map((row) => row.id))) throw fail.validation('分区顺序不完整，请刷新后重试');
        for (const [index, id] of ids.entries()) await trx.updateTable('course_activity_partitions').set({ position: index + 1 }).where('id', '=', id).execute();
      });
      return rowsOf(session);
    },
  };
}

export type PartitionService = ReturnType<typeof createPartitionService>;
