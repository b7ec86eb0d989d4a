/**
 * The after-sale area's contract: buyers' refund requests and complaints about their orders, and what
 * the teacher answered. Money in fen, times unix seconds.
 */
import type { LedgerTransactionView } from '@shared/funds/types.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { OrderDetail, OrderStatus } from '@shared/orders/types.ts';

/** a refund request waits for the teacher, then is approved (the money goes back) or rejected with a reason */
export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** a complaint waits for the teacher's reply; the teacher closes it when it is settled */
export const APPEAL_STATES = ['pending', 'replied', 'closed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** what the buyer is told on the student side */
export type BuyerMessageKind = 'refund_approved' | 'refund_rejected' | 'appeal_replied' | 'appeal_closed';

/** The order a request or complaint is about, as the after-sale lists show it. */
type AftersaleOrder = {
  order_id: number;
  order_no: string;
  product_kind: ProductKind;
  product_title: string;
  buyer_id: number;
  buyer_nickname: string;
  buyer_phone: string;
  pay_amount: number;
  /** refunded so far, by every refund of the order */
  refunded_amount: number;
  order_status: OrderStatus;
};

export type RefundRequest = AftersaleOrder & {
  id: number;
  /** what the buyer asked for */
  amount: number;
  /** the buyer's reason */
  reason: string;
  state: RefundState;
  /** what the approval refunded; 0 until then */
  refund_amount: number;
  /** the teacher's reason, for a rejected request */
  reject_reason: string;
  /** who approved or rejected it (the teacher or a staff account); '' while pending */
  handler_name: string;
  handled_at: number | null;
  created_at: number;
};

type BuyerMessage = { id: number; kind: BuyerMessageKind; title: string; body: string; created_at: number };

/** One request with its order (and all of the order's ledger), the refund's own ledger lines and what the buyer was told. */
export type RefundRequestDetail = RefundRequest & {
  order: OrderDetail;
  refund_ledger: LedgerTransactionView[];
  buyer_message: BuyerMessage | null;
};

/** An evidence picture of a complaint, at a signed URL that expires (no session needed: <img> loads it). */
export type AppealPicture = { id: number; url: string; width: number; height: number };

export type Appeal = AftersaleOrder & {
  id: number;
  content: string;
  pictures: AppealPicture[];
  state: AppealState;
  /** the teacher's answer; '' until replied */
  reply: string;
  replier_name: string;
  replied_at: number | null;
  closer_name: string;
  closed_at: number | null;
  created_at: number;
};

export type RefundQuery = { page: number; pageSize: number; state?: RefundState; keyword?: string };
export type AppealQuery = { page: number; pageSize: number; state?: AppealState; keyword?: string };

export type ApproveInput = { id: number; amount: number };
export type RejectInput = { id: number; reason: string };
export type AppealReplyInput = { id: number; reply: string };

/** The development stand-in for a buyer asking for a refund (LECTERN_DEV_ROUTES=1). */
export type DevRefundRequestInput = { order_id: number; amount: number; reason: string };
/** The development stand-in for a buyer's complaint; `pictures` are base64 PNGs. */
export type DevAppealInput = { order_id: number; content: string; pictures?: string[] };
