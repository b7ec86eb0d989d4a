/**
 * Writes one operation-log line. Callers pass the transaction of the write itself, so a write and its line land
 * together or not at all.
 */
import type { Kysely } from 'kysely';
import type { OperationAction } from '@shared/operation-log/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { Session } from '@server/http/session-types.ts';

export type Operation = {
  action: OperationAction;
  objectType: string;
  objectId: number | null;
  summary: string;
  /** fen moved, for money writes */
  amount?: number;
};

export async function logOperation(trx: Kysely<Database>, session: Session, operation: Operation, now: number): Promise<void> {
  await trx
    .insertInto('operation_logs')
    .values({
      owner_id: session.main.id,
      actor_id: session.user.id,
      action: operation.action,
      object_type: operation.objectType,
      object_id: operation.objectId,
      amount: operation.amount ?? null,
      summary: operation.summary,
      ip: session.ip ?? '',
      created_at: now,
    })
    .execute();
}
