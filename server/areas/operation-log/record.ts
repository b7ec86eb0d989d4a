/**
 * Writes operation-log lines. `logOperation` takes the transaction of the write itself, so a money or permission
 * write and its line land together or not at all; the generic recorder (route-log.ts) writes the other writes'
 * lines through `insertLine` as their answer leaves.
 */
import type { Kysely } from 'kysely';
import type { OperationAction } from '@shared/operation-log/types.ts';
import { typedWordsOf, type GeneratedSummary } from '@shared/operation-log/summaries.ts';
import type { Database } from '@server/db/schema.ts';
import type { Session } from '@server/http/session-types.ts';
import type { UserRow } from '@server/areas/account/schema.ts';

export type Operation = {
  action: OperationAction;
  objectType: string;
  objectId: number | null;
  /** a typed name as it is, or the sentence the service means as its code and parameters */
  summary: string | GeneratedSummary;
  /** fen moved, for money writes */
  amount?: number;
};

export type LogLine = {
  ownerId: number;
  actor: Pick<UserRow, 'id' | 'nickname'>;
  action: string;
  module: string;
  route: string;
  objectType: string;
  objectId: number | null;
  /** what was typed or named, as it is; or a summary the server words, stored as its code */
  summary: string | GeneratedSummary;
  amount?: number | null;
  ip: string;
  apiKeyId?: number | null;
  at: number;
};

/** summaries are kept short: the list shows one line, the keyword index reads them */
const SUMMARY_MAX = 200;

/** the module of a money action written outside a request (seed, a sweep), as its route declares it */
function moduleOfAction(action: string): string {
  if (action.startsWith('aftersale.')) return 'aftersale';
  if (action.startsWith('saas.')) return 'planet-vip';
  if (action.startsWith('package.')) return 'materials';
  if (action.startsWith('planet.')) return 'planet';
  if (action.startsWith('staff.')) return 'setting';
  return 'accounting';
}

const clipped = (text: string): string => [...text].slice(0, SUMMARY_MAX).join('');

export async function insertLine(db: Kysely<Database>, line: LogLine): Promise<void> {
  await db
    .insertInto('operation_logs')
    .values({
      owner_id: line.ownerId,
      actor_id: line.actor.id,
      actor_name: line.actor.nickname,
      action: line.action,
      module: line.module,
      route: line.route,
      object_type: line.objectType,
      object_id: line.objectId,
      amount: line.amount ?? null,
      // a coded line keeps its typed parameters in `summary` too: the keyword index reads that column
      ...(typeof line.summary === 'string'
        ? { summary: clipped(line.summary) }
        : { summary: clipped(typedWordsOf(line.summary)), summary_code: line.summary.code, summary_params: JSON.stringify(line.summary.params) }),
      ip: line.ip,
      api_key_id: line.apiKeyId ?? null,
      created_at: line.at,
    })
    .execute();
}

export async function logOperation(trx: Kysely<Database>, session: Session, operation: Operation, now: number): Promise<void> {
  await insertLine(trx, {
    ownerId: session.main.id,
    actor: session.user,
    action: operation.action,
    module: session.call?.module ?? moduleOfAction(operation.action),
    route: session.call?.route ?? '',
    objectType: operation.objectType,
    objectId: operation.objectId,
    summary: operation.summary,
    amount: operation.amount ?? null,
    ip: session.ip ?? '',
    apiKeyId: session.apiKey?.id ?? null,
    at: now,
  });
  if (session.call) session.call.logged = true;
}
