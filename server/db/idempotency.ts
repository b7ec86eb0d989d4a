/**
 * Answers a write that moves money once per idempotency key: the first request runs and its answer is
 * kept with the key, in the same transaction as the write; a repeat with the same key and the same request gets
 * the kept answer and moves nothing; the same key with a different request is refused. A write that fails rolls
 * its key back with it, so the client may try again with the same key.
 *
 * Two requests with one key at once: SQLite runs one transaction at a time; on PostgreSQL the second insert waits
 * for the first transaction and then finds its row.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { fail } from '@server/errors.ts';

export type IdempotentWrite = { ownerId: number; scope: string; key: string; request: unknown; now: number };

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export async function idempotent<T>(db: Kysely<Database>, write: IdempotentWrite, run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const fingerprint = fingerprintOf(write.request);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ owner_id: write.ownerId, scope: write.scope, key: write.key, fingerprint, result: '', created_at: write.now })
      .onConflict((oc) => oc.columns(['owner_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const kept = await trx
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'result'])
        .where('owner_id', '=', write.ownerId)
        .where('scope', '=', write.scope)
        .where('key', '=', write.key)
        .executeTakeFirstOrThrow();
      if (kept.fingerprint !== fingerprint) throw fail.conflict('该请求编号已用于另一次操作，请刷新后重试');
      return JSON.parse(kept.result) as T;
    }
    const result = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ result: JSON.stringify(result ?? null) })
      .where('owner_id', '=', write.ownerId)
      .where('scope', '=', write.scope)
      .where('key', '=', write.key)
      .execute();
    return result;
  });
}
