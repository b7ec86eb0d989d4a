/**
 * A write that moves money, once per idempotency key (server/db/idempotency.ts), made by a session's call: the first
 * request writes its operation-log line in the write's transaction; a repeat with the same key moves nothing and
 * gets no second line (the generic recorder is told the call is logged).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { idempotent, type IdempotentWrite } from '@server/db/idempotency.ts';
import type { Session } from '@server/http/session-types.ts';

export async function idempotentCall<T>(db: Kysely<Database>, session: Session, write: Omit<IdempotentWrite, 'ownerId'>, run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  let ran = false;
  const answer = await idempotent(db, { ownerId: session.main.id, ...write }, (trx) => {
    ran = true;
    return run(trx);
  });
  if (!ran && session.call) session.call.logged = true;
  return answer;
}
