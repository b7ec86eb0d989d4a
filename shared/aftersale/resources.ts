/**
 * What the console's screen kit knows of after-sale: refund requests with their tab and search in the
 * address, one request with its order and ledger, complaints, and the teacher's answers. Every cache name starts
 * with `aftersale/`; a refund also makes the order screens and the funds figures stale.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { APPEAL_STATES, REFUND_STATES, type Appeal, type AppealState, type RefundRequest, type RefundRequestDetail, type RefundState } from './types.ts';

/** /aftersale/index's state in the address bar: state '' is every request */
export type RefundListState = Paging & { state: '' | RefundState; keyword: string };
export const REFUND_STATE_CHOICES: readonly RefundListState['state'][] = ['', ...REFUND_STATES];

/** /aftersale/appeal's state in the address bar: waiting complaints first */
export type AppealListState = Paging & { state: AppealState; keyword: string };
export const APPEAL_STATE_CHOICES: readonly AppealState[] = APPEAL_STATES;

/** what a handled request changes beside itself: the order's refunded amount and status, the ledger and balances */
const MONEY = ['aftersale', 'orders', 'funds'] as const;

export const refundRequestsResource: Resource<RefundRequest, RefundListState> = {
  name: 'aftersale/refunds',
  list: (q) => api.fetchRefundRequests({ page: q.page, pageSize: q.pageSize, state: q.state || undefined, keyword: q.keyword.trim() }),
  affects: MONEY,
};

/** One request with its order, the refund's ledger lines and what the buyer was told. */
export const refundRequestSource: RecordSource<RefundRequestDetail, { id: number }> = { name: 'aftersale/detail', read: (q) => api.fetchRefundRequest(q.id) };

/** Refunds `amount` fen and approves; `key` is the approval's idempotency key (the same on a retry of it). */
export const approveRefund = (request: Pick<RefundRequest, 'id'>, amount: number, key: string) => api.approveRefund({ id: request.id, amount }, key);
export const rejectRefund = (request: Pick<RefundRequest, 'id'>, reason: string) => api.rejectRefund({ id: request.id, reason });
/** what an approval or a rejection makes stale */
export const REFUND_STALE = MONEY;

export const appealsResource: Resource<Appeal, AppealListState> = {
  name: 'aftersale/appeals',
  list: (q) => api.fetchAppeals({ page: q.page, pageSize: q.pageSize, state: q.state, keyword: q.keyword.trim() }),
  affects: ['aftersale'],
};

export const replyAppeal = (appeal: Pick<Appeal, 'id'>, reply: string) => api.replyAppeal({ id: appeal.id, reply });
export const closeAppeal = (appeal: Pick<Appeal, 'id'>) => api.closeAppeal(appeal.id);

/**
 * A fresh idempotency key for one approval the teacher means (made as its dialog opens, sent again on a retry):
 * 16 random bytes as hex. `getRandomValues`, not `randomUUID`, which pages served over plain HTTP lack.
 */
export function newApprovalKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
