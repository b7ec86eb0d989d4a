/**
 * The record of which record uses which material (migration 028), kept by the services that write those records,
 * in the same transaction: a record's uses are replaced whole on each write and dropped with it.
 */
import type { Db } from '@server/db/database.ts';

/** the kinds of records that use materials */
export type MaterialUserKind = 'course' | 'lesson' | 'teacher' | 'courseware' | 'book';

export type MaterialUser = { kind: MaterialUserKind; id: number };

/** Makes `materialIds` (0 and null are none) the materials `user` uses. */
export async function recordUses(db: Db, user: MaterialUser, materialIds: readonly (number | null | undefined)[]): Promise<void> {
  await db.deleteFrom('material_uses').where('user_kind', '=', user.kind).where('user_id', '=', user.id).execute();
  const ids = [...new Set(materialIds.filter((id): id is number => typeof id === 'number' && id > 0))];
  if (ids.length > 0) await db.insertInto('material_uses').values(ids.map((id) => ({ material_id: id, user_kind: user.kind, user_id: user.id }))).execute();
}

/** Drops the uses of records of `kind` that are going away. */
export async function forgetUses(db: Db, kind: MaterialUserKind, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('material_uses').where('user_kind', '=', kind).where('user_id', 'in', [...userIds]).execute();
}

/** How many records of each kind use each of `materialIds`. */
export async function usesOf(db: Db, materialIds: readonly number[]): Promise<Map<number, Partial<Record<MaterialUserKind, number>>>> {
  const found = new Map<number, Partial<Record<MaterialUserKind, number>>>();
  if (materialIds.length === 0) return found;
  const rows = await db
    .selectFrom('material_uses')
    .select(['material_id', 'user_kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('material_id', 'in', [...materialIds])
    .groupBy(['material_id', 'user_kind'])
    .execute();
  for (const row of rows) found.set(row.material_id, { ...found.get(row.material_id), [row.user_kind]: Number(row.n) });
  return found;
}
