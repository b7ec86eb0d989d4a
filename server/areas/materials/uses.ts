/**
 * The record of which record uses which material (migration 028), kept by the services that write those records,
 * in the same transaction: a record's uses are replaced whole on each write and dropped with it.
 */
import type { MaterialUserKind, MaterialUses } from '@shared/materials/types.ts';
import { sql } from 'kysely';
import type { Db } from '@server/db/database.ts';

export type { MaterialUserKind };

export type MaterialUser = { kind: MaterialUserKind; id: number };

/**
 * Makes `materialIds` (0 and null are none) the materials `user` uses. Each use carries its material's owner (the
 * writer's account: the services accept only their own materials); an id of no material records nothing.
 */
export async function recordUses(db: Db, user: MaterialUser, materialIds: readonly (number | null | undefined)[]): Promise<void> {
  await db.deleteFrom('material_uses').where('user_kind', '=', user.kind).where('user_id', '=', user.id).execute();
  const ids = [...new Set(materialIds.filter((id): id is number => typeof id === 'number' && id > 0))];
  if (ids.length === 0) return;
  await db
    .insertInto('material_uses')
    .columns(['material_id', 'user_kind', 'user_id', 'owner_id', 'kind'])
    .expression((eb) =>
      eb
        .selectFrom('materials')
        // typed: PostgreSQL takes a bare parameter of a select list for text
        .select(['id', sql<MaterialUserKind>`cast(${user.kind} as text)`.as('user_kind'), sql<number>`cast(${user.id} as integer)`.as('user_id'), 'owner_id', 'kind'])
        .where('id', 'in', ids),
    )
    .execute();
}

/** Drops the uses of records of `kind` that are going away. */
export async function forgetUses(db: Db, kind: MaterialUserKind, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('material_uses').where('user_kind', '=', kind).where('user_id', 'in', [...userIds]).execute();
}

/** What uses each of `materialIds` of `ownerId`'s library, by kind of record: only the materials something uses. */
export async function usesOf(db: Db, ownerId: number, materialIds: readonly number[]): Promise<MaterialUses[]> {
  if (materialIds.length === 0) return [];
  const rows = await db
    .selectFrom('material_uses')
    .select(['material_id', 'user_kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('owner_id', '=', ownerId)
    .where('material_id', 'in', [...new Set(materialIds)])
    .groupBy(['material_id', 'user_kind'])
    .orderBy('material_id')
    .execute();
  const found = new Map<number, MaterialUses>();
  for (const row of rows) {
    const entry = found.get(row.material_id) ?? { id: row.material_id, uses: {} };
    entry.uses[row.user_kind] = Number(row.n);
    found.set(row.material_id, entry);
  }
  return [...found.values()];
}
