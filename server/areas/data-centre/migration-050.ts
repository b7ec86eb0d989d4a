/**
 * Course data (/database/course): the learners of a range are the progress rows whose last play falls in
 * it, so `student_progress` gains an index on (owner, last play) — a range reads its own rows, not every row of the
 * teacher. Nothing to fill.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('student_progress_last_played').on('student_progress').columns(['owner_id', 'last_played_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('student_progress_last_played').ifExists().execute();
}
