/**
 * Storage used per account and kind (the `material_usage` table, kept by triggers) and the quota: free-tier
 * accounts have `freeQuotaBytes` (LECTERN_FREE_QUOTA_BYTES, default 2 GiB) plus the storage packages running now
 * (server/areas/packages), advanced ones (高级讲师) none. The declared sizes of open, unexpired video
 * cloud uploads (`vod_uploads`) count against the quota as well. A quota that shrinks below what is stored (a
 * package ended or refunded) keeps the files and refuses uploads.
 */
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import { type SourceDetail, type UploadPermission } from '@shared/materials/types.ts';
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';

/** the storage bytes the account's packages add at `now` (the packages area sells them) */
export type StorageGrants = (conn: Db, ownerId: number, now: number) => Promise<number>;

export function createMaterialUsageService(ctx: ServiceContext, freeQuotaBytes: number, storageGrants: StorageGrants) {
  const { db } = ctx;

  /** The account's quota now: null (unlimited) for 高级讲师, else the free quota and the storage packages running. */
  async function quotaOf(main: UserRow, conn: Db = db): Promise<number | null> {
    if (main.tier === 'advanced') return null;
    return freeQuotaBytes + (await storageGrants(conn, main.id, seconds(ctx.now)));
  }

  async function used(ownerId: number, conn: Db = db): Promise<number> {
    const row = await conn
      .selectFrom('material_usage')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('source_size'), eb.val(0)).as('bytes'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Bytes held by open video cloud uploads that have not expired. */
  async function reserved(ownerId: number, conn: Db = db): Promise<number> {
    const row = await conn
      .selectFrom('vod_uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.val(0)).as('bytes'))
      .where('owner_id', '=', ownerId)
      .where('expires_at', '>', seconds(ctx.now))
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  return {
    freeQuotaBytes,
    quotaOf,
    used,
    reserved,

    /** Count and bytes of each of the four kinds (spec §3 Source detail). */
    async detail(session: Session): Promise<SourceDetail[]> {
      const rows = await db
        .selectFrom('material_usage')
        .select(['kind', 'source_count', 'source_size'])
        .where('owner_id', '=', session.main.id)
        .execute();
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      return MATERIAL_KINDS.map((kind) => ({
        target_type: kind,
        source_count: Number(byKind.get(kind)?.source_count ?? 0),
        source_size: Number(byKind.get(kind)?.source_size ?? 0),
      }));
    },

    async permission(session: Session): Promise<UploadPermission> {
      const quota = await quotaOf(session.main);
      const bytes = await used(session.main.id);
      return { canUpload: quota === null || bytes + (await reserved(session.main.id)) < quota, used: bytes, quota };
    },

    /**
     * Refuses (41301 '您的存储空间已达上限') when `bytes` more would pass the quota, counting what is stored and what
     * open uploads hold. Run inside the write's transaction.
     */
    async assertRoom(main: UserRow, bytes: number, conn: Db = db): Promise<void> {
      if (main.tier === 'advanced') return;
      // concurrent uploads of one account check the quota one after the other
      await lockRowForWrite(conn, 'users', main.id);
      const quota = (await quotaOf(main, conn))!;
      const current = (await used(main.id, conn)) + (await reserved(main.id, conn));
      if (current >= quota || current + bytes > quota) throw fail.storageFull();
    },
  };
}

export type MaterialUsageService = ReturnType<typeof createMaterialUsageService>;
