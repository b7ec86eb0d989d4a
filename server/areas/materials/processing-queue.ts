/**
 * The material rows that are processing, as a job queue in the database (migration-019.ts; the worker is
 * server/media/jobs.ts): a claim leases the oldest row whose lease is free or ran out. Any number of instances
 * may claim at once: the UPDATE re-checks the lease, so two claims never get the same row, and the one that lost
 * the race looks for the next row.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { MaterialRow } from './schema.ts';

/** How long a claim holds a job without a renewal: an instance that died gives its job up after this. */
export const JOB_LEASE_SECONDS = 20;
/** Claims of one job before it is failed: one that kills its worker every time is not retried for ever. */
export const MAX_JOB_ATTEMPTS = 3;

// A literal, not a parameter: only then do SQLite and PostgreSQL see that the partial index materials_status fits.
const PROCESSING = sql.lit(PROCESSING_STATUS.processing);

export function createProcessingQueue(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);

  return {
    /** Leases the oldest claimable processing row to this instance (counting the attempt); undefined: none. */
    async claim(): Promise<MaterialRow | undefined> {
      for (;;) {
        const at = now();
        const claimable = (eb: ExpressionBuilder<Database, 'materials'>) =>
          eb.and([eb('status', '=', PROCESSING), eb.or([eb('job_lease_until', 'is', null), eb('job_lease_until', '<=', at)])]);
        const candidate = await db.selectFrom('materials').select('id').where(claimable).orderBy('id').limit(1).executeTakeFirst();
        if (!candidate) return undefined;
        const row = await db
          .updateTable('materials')
          .set((eb) => ({ job_lease_until: at + JOB_LEASE_SECONDS, job_attempts: eb('job_attempts', '+', 1) }))
          .where('id', '=', candidate.id)
          // again: another instance may have claimed it since; then look for the next one
          .where(claimable)
          .returningAll()
          .executeTakeFirst();
        if (row) return row;
      }
    },

    /** Extends the lease of a job this instance is running. */
    async renew(id: number): Promise<void> {
      await db
        .updateTable('materials')
        .set({ job_lease_until: now() + JOB_LEASE_SECONDS })
        .where('id', '=', id)
        .where('status', '=', PROCESSING)
        .execute();
    },

    /** Frees every lease: for a server that knows it is the only one on its database, at its start. */
    async releaseAll(): Promise<number> {
      const result = await db
        .updateTable('materials')
        .set({ job_lease_until: null })
        .where('status', '=', PROCESSING)
        .where('job_lease_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
