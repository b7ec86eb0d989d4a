/**
 * Media processing as a queue in the database ("Several instances"): a material row that is processing
 * is a job; an instance claims it by setting `job_lease_until` (unix seconds) and keeps renewing the lease while
 * it works, so an instance that dies mid-job leaves a lease that runs out and another instance takes the job over.
 * `job_attempts` counts the claims: a job that keeps killing its worker is failed after a few, not retried for ever.
 * The claim's search keeps to the few processing rows of a table of millions through migration 002's partial
 * index materials_status.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('materials').addColumn('job_lease_until', 'integer').execute();
  await db.schema
    .alterTable('materials')
    .addColumn('job_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('materials').dropColumn('job_attempts').execute();
  await db.schema.alterTable('materials').dropColumn('job_lease_until').execute();
}
