/**
 * Content items (单品, /content/{video,audio,rich}): a single paid video, audio or rich text is a course
 * row marked `single` — priced, covered, put on sale, copied and held by columns as courses are, but holding no
 * lessons. Batch creation from materials makes single items from now on.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('single', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('single').execute();
}
