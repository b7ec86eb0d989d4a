/**
 * What the packages an account bought add now: the bytes of its storage or traffic grants that have
 * started and not ended. The storage quota and the traffic allowance are handed it where their services are made (the
 * materials and traffic manifests, area.ts).
 */
import type { Db } from '@server/db/database.ts';
import type { PackageKind } from '@shared/packages/types.ts';

export async function activeGrantBytes(conn: Db, ownerId: number, kind: PackageKind, now: number): Promise<number> {
  const row = await conn
    .selectFrom('package_grants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.val(0)).as('bytes'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('expires_at', '>', now)
    .where('started_at', '<=', now)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
