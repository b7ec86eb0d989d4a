/**
 * The video cloud's uploads (`vod_uploads`, migration-015.ts): one row per sign that opened an upload, kept until
 * the sign has expired, so that a sign opens one upload. While an upload is open and unexpired, its declared size
 * counts against the owner's quota (usage.ts `reserved`).
 */
import type { Insertable } from 'kysely';
import type { Db } from '@server/db/database.ts';
import { isUniqueViolation } from '@server/db/constraints.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { fail } from '@server/errors.ts';
import type { VodUploadRow, VodUploadsTable } from './schema.ts';

/** An unfinished upload lives this long after its creation. */
export const UPLOAD_TTL_SECONDS = 24 * 3600;

export const VOD_MESSAGES = {
  signUsed: '该上传签名已使用，请重新获取',
  notYours: '无权访问该上传，请使用创建该上传的上传签名',
  gone: '上传不存在或已过期，请重新上传',
} as const;

export type NewVodUpload = Omit<Insertable<VodUploadsTable>, 'created_at' | 'expires_at' | 'closed_at'>;

export function createVodUploadStore(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);

  return {
    /** Whether the sign of `videoId` opened an upload already. */
    async signUsed(videoId: string, conn: Db = db): Promise<boolean> {
      return (await conn.selectFrom('vod_uploads').select('upload_id').where('video_id', '=', videoId).executeTakeFirst()) !== undefined;
    },

    /** Adds an open upload; 409 when its sign opened one already (also when two creations race). */
    async open(upload: NewVodUpload, conn: Db = db): Promise<void> {
      const createdAt = now();
      try {
        await conn
          .insertInto('vod_uploads')
          .values({ ...upload, created_at: createdAt, expires_at: createdAt + UPLOAD_TTL_SECONDS, closed_at: null })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw fail.conflict(VOD_MESSAGES.signUsed);
        throw error;
      }
    },

    /** The open upload with this id, unless it has expired. */
    findOpen(uploadId: string, conn: Db = db): Promise<VodUploadRow | undefined> {
      return conn
        .selectFrom('vod_uploads')
        .selectAll()
        .where('upload_id', '=', uploadId)
        .where('closed_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst();
    },

    /** Ends an open upload (finished, refused, terminated, expired): its bytes stop counting. False if it was not open. */
    async close(uploadId: string, conn: Db = db): Promise<boolean> {
      const result = await conn
        .updateTable('vod_uploads')
        .set({ closed_at: now() })
        .where('upload_id', '=', uploadId)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ids of open uploads whose time is up. */
    async expiredIds(): Promise<string[]> {
      const rows = await db.selectFrom('vod_uploads').select('upload_id').where('closed_at', 'is', null).where('expires_at', '<=', now()).execute();
      return rows.map((row) => row.upload_id);
    },

    /** Ids of every open upload, expired or not. */
    async openIds(): Promise<Set<string>> {
      const rows = await db.selectFrom('vod_uploads').select('upload_id').where('closed_at', 'is', null).execute();
      return new Set(rows.map((row) => row.upload_id));
    },

    /** Drops closed rows whose sign has expired: such a sign opens nothing any more. */
    async purgeSpent(): Promise<number> {
      const result = await db.deleteFrom('vod_uploads').where('closed_at', 'is not', null).where('sign_expires_at', '<', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type VodUploadStore = ReturnType<typeof createVodUploadStore>;
