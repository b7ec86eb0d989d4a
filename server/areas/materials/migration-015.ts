/**
 * Uploads to the embedded video cloud: `vod_uploads` has one row per sign that opened an upload.
 *
 * - `video_id` is unique: a sign opens one upload, whatever happens to it.
 * - While `closed_at` is null and `expires_at` has not passed, the upload's declared `size` counts against the
 *   owner's quota (materials/usage.ts).
 * - The sign's claims (owner, kind, category, title) and the file name are kept here, so the tus upload's own
 *   metadata need not carry the sign.
 * - The sweep (materials/vod-sweep.ts) removes an expired open upload with its files, and a row once its sign
 *   has expired (the sign can open nothing any more).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vod_uploads')
    // the tus upload id (the last segment of the upload URL)
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('video_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('audio', 'video')`))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // bytes, the declared Upload-Length
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('sign_expires_at', 'integer', (c) => c.notNull())
    // finished, refused or terminated; null while the upload is open
    .addColumn('closed_at', 'integer')
    .execute();
  await db.schema.createIndex('vod_uploads_owner').on('vod_uploads').columns(['owner_id', 'expires_at']).execute();
  await db.schema.createIndex('vod_uploads_expires').on('vod_uploads').column('expires_at').execute();
  await db.schema.createIndex('vod_uploads_sign_expires').on('vod_uploads').column('sign_expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vod_uploads').ifExists().execute();
}
