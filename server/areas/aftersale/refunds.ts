/**
 * Refund requests (/aftersale/index and /aftersale/detail): a buyer asks for part or all of what they
 * paid (the development route stands in for the student side), the teacher approves — the refund goes through
 * `refundOrder`, in the same transaction as the request's new state, its operation-log line and the buyer's
 * message, once per idempotency key — or rejects with a reason. Owner-scoped: another teacher's request answers 404.
 */
import { refundableOf, refundRequestProblem, AFTERSALE_LIMITS } from '@shared/aftersale/rules.ts';
import type { DevRefundRequestInput, RefundQuery, RefundRequest, RefundRequestDetail } from '@shared/aftersale/types.ts';
import { formatFen } from '@shared/format/currency.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Events } from '@server/db/events.ts';
import { idempotentCall } from '@server/areas/operation-log/idempotent-call.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { ownedOrder, type OrderService } from '@server/areas/orders/orders.ts';
import { refundOrder } from '@server/areas/orders/refund-order.ts';
import { notifyTeacher, tellBuyer } from './notify.ts';
import { orderMatch } from './order-match.ts';
import { HANDLED, REFUND_NOT_FOUND, refundRequestProblemText } from './problem-texts.ts';

/** the approval's scope of idempotency keys (server/db/idempotency.ts) */
const APPROVE_SCOPE = 'aftersale.approve';

function selectRequests(db: Db, ownerId: number) {
  return db
    .selectFrom('aftersale_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('buyers as b', 'b.id', 'r.buyer_id')
    .leftJoin('users as h', 'h.id', 'r.handled_by')
    .select([
      'r.id',
      'r.order_id',
      'o.order_no',
      'o.product_kind',
      'o.product_title',
      'r.buyer_id',
      'b.nickname as buyer_nickname',
      'b.phone as buyer_phone',
      'o.pay_amount',
      'o.refunded_amount',
      'o.status as order_status',
      'r.amount',
      'r.reason',
      'r.state',
      'r.refund_amount',
      'r.reject_reason',
      'h.nickname as handler_name',
      'r.handled_at',
      'r.created_at',
      'r.refund_transaction_id',
    ])
    .where('r.owner_id', '=', ownerId);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const toRequest = ({ refund_transaction_id: _tx, ...row }: RequestRow): RefundRequest => ({ ...row, handler_name: row.handler_name ?? '', handled_at: row.handled_at ?? null });

export type RequestWithTransaction = { request: RefundRequest; transactionId: number | null };

/** One request of the teacher's, or 404. */
async function readRequest(db: Db, ownerId: number, id: number): Promise<RequestWithTransaction> {
  const row = await selectRequests(db, ownerId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(REFUND_NOT_FOUND);
  return { request: toRequest(row), transactionId: row.refund_transaction_id ?? null };
}

/** The request, locked for this transaction and still waiting, or a refusal: handled ones are never handled again. */
async function pendingRequest(trx: Db, ownerId: number, id: number) {
  const found = await trx.selectFrom('aftersale_refunds').select('id').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!found) throw fail.notFound(REFUND_NOT_FOUND);
  await lockRowForWrite(trx, 'aftersale_refunds', id);
  const row = await trx.selectFrom('aftersale_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.state !== 'pending') throw fail.conflict(HANDLED[row.state]);
  return row;
}

export type NewRefundRequest = { orderId: number; amount: number; reason: string };

/**
 * A buyer's request on an order of `ownerId`, by the rules of shared/aftersale/rules.ts, with the teacher's
 * 交易消息, in `trx`. The seed calls it with its own times and no events.
 */
export async function createRefundRequest(trx: Db, events: Events | undefined, ownerId: number, input: NewRefundRequest, now: number, read = false): Promise<number> {
  const reason = checkedText('reason', input.reason, AFTERSALE_LIMITS.reasonMax, true);
  await ownedOrder(trx, ownerId, input.orderId);
  // requests for one order take turns: two at once cannot both be the one waiting
  await lockRowForWrite(trx, 'orders', input.orderId);
  const order = await ownedOrder(trx, ownerId, input.orderId);
  const waiting = await trx.selectFrom('aftersale_refunds').select('id').where('order_id', '=', order.id).where('state', '=', 'pending').executeTakeFirst();
  const problem = refundRequestProblem(order, input.amount, now, waiting !== undefined);
  if (problem) {
    const text = refundRequestProblemText(problem, refundableOf(order));
    throw problem.startsWith('amount') ? fail.validation(text) : fail.conflict(text);
  }
  const { id } = await trx
    .insertInto('aftersale_refunds')
    .values({ owner_id: ownerId, order_id: order.id, buyer_id: order.buyer_id, amount: input.amount, reason, state: 'pending', refund_transaction_id: null, handled_by: null, handled_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const buyer = await trx.selectFrom('buyers').select('nickname').where('id', '=', order.buyer_id).executeTakeFirstOrThrow();
  await notifyTeacher(
    trx,
    events,
    ownerId,
    { title: '新的退款申请', subtitle: `${buyer.nickname} 申请退款 ${formatFen(input.amount)}`, content: `订单 ${order.order_no}（${order.product_title}）申请退款 ${formatFen(input.amount)}，原因：${reason}` },
    now,
    read,
  );
  return id;
}

/** Approves a waiting request in `trx`: refunds `amount`, records who and when, logs it and tells the buyer. */
export async function approveRequest(trx: Db, session: Session, id: number, amount: number, now: number): Promise<void> {
  const ownerId = session.main.id;
  const row = await pendingRequest(trx, ownerId, id);
  const order = await ownedOrder(trx, ownerId, row.order_id);
  const refund = await refundOrder(trx, order, amount, now, { code: 'refund.aftersale', params: { product: order.product_title } });
  await trx
    .updateTable('aftersale_refunds')
    .set({ state: 'approved', refund_amount: amount, refund_transaction_id: refund.transaction_id, handled_by: session.user.id, handled_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await logOperation(trx, session, { action: 'aftersale.approve', objectType: 'aftersale_refund', objectId: id, summary: { code: 'aftersale.approve', params: { order: order.order_no, amount } }, amount }, now);
  await tellBuyer(
    trx,
    {
      buyerId: row.buyer_id,
      ownerId,
      orderId: order.id,
      kind: 'refund_approved',
      title: '退款申请已同意',
      body: `你购买的「${order.product_title}」（订单 ${order.order_no}）已退款 ${formatFen(amount)}，将原路退回你的支付账户。`,
      ref: { type: 'refund', id },
    },
    now,
  );
}

/** Rejects a waiting request in `trx` with the teacher's reason, logs it and tells the buyer. */
export async function rejectRequest(trx: Db, session: Session, id: number, rawReason: string, now: number): Promise<void> {
  const ownerId = session.main.id;
  const reason = checkedText('reason', rawReason, AFTERSALE_LIMITS.reasonMax, true);
  const row = await pendingRequest(trx, ownerId, id);
  const order = await ownedOrder(trx, ownerId, row.order_id);
  await trx
    .updateTable('aftersale_refunds')
    .set({ state: 'rejected', reject_reason: reason, handled_by: session.user.id, handled_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await logOperation(trx, session, { action: 'aftersale.reject', objectType: 'aftersale_refund', objectId: id, summary: { code: 'aftersale.reject', params: { order: order.order_no, reason } } }, now);
  await tellBuyer(
    trx,
    {
      buyerId: row.buyer_id,
      ownerId,
      orderId: order.id,
      kind: 'refund_rejected',
      title: '退款申请未通过',
      body: `你对「${order.product_title}」（订单 ${order.order_no}）的退款申请未通过，商家的理由：${reason}`,
      ref: { type: 'refund', id },
    },
    now,
  );
}

export function createRefundRequests(ctx: ServiceContext, deps: { orders: OrderService; events: Events }) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);

  return {
    async list(session: Session, query: RefundQuery): Promise<{ rows: RefundRequest[]; totalCount: number }> {
      let q = selectRequests(db, session.main.id);
      if (query.state) q = q.where('r.state', '=', query.state);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(orderMatch(db, keyword));
      return countedPage(q.clearSelect(), query, () => q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), (rows) => rows.map(toRequest));
    },

    async detail(session: Session, id: number): Promise<RefundRequestDetail> {
      const { request, transactionId } = await readRequest(db, session.main.id, id);
      const [order, message] = await Promise.all([
        deps.orders.one(session, request.order_id),
        db
          .selectFrom('buyer_messages')
          .select(['id', 'kind', 'title', 'body', 'created_at'])
          .where('ref_type', '=', 'refund')
          .where('ref_id', '=', id)
          .where('owner_id', '=', session.main.id)
          .orderBy('id', 'desc')
          .executeTakeFirst(),
      ]);
      return { ...request, order, refund_ledger: order.ledger.filter((tx) => tx.id === transactionId), buyer_message: message ?? null };
    },

    /**
     * Refunds `amount` fen and approves, once per idempotency key: the same key and request again answer what the
     * first answered and move nothing; another key on a request no longer waiting is refused.
     */
    async approve(session: Session, input: { id: number; amount: number }, key: string): Promise<RefundRequest> {
      const at = now();
      const ownerId = session.main.id;
      return idempotentCall(db, session, { scope: APPROVE_SCOPE, key, request: { id: input.id, amount: input.amount }, now: at }, async (trx) => {
        await approveRequest(trx, session, input.id, input.amount, at);
        return (await readRequest(trx, ownerId, input.id)).request;
      });
    },

    async reject(session: Session, input: { id: number; reason: string }): Promise<RefundRequest> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await rejectRequest(trx, session, input.id, input.reason, at);
        return (await readRequest(trx, session.main.id, input.id)).request;
      });
    },

    /** The development stand-in for a buyer asking for a refund. */
    async request(session: Session, input: DevRefundRequestInput): Promise<RefundRequest> {
      return db.transaction().execute(async (trx) => {
        const id = await createRefundRequest(trx, deps.events, session.main.id, { orderId: input.order_id, amount: input.amount, reason: input.reason }, now());
        return (await readRequest(trx, session.main.id, id)).request;
      });
    },
  };
}
