/**
 * The after-sale area's contract: buyers' refund requests and complaints about their orders, and what
 * the teacher answered. Money in fen, times unix seconds.
 */
import { cleanText, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { LedgerTransactionView } from '@shared/funds/types.ts';
import { OrderDetail, OrderStatus, ProductKind } from '@shared/orders/types.ts';
import { AFTERSALE_LIMITS } from './rules.ts';

/** a refund request waits for the teacher, then is approved (the money goes back) or rejected with a reason */
export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const;
export const RefundState = Type.Enum([...REFUND_STATES], { type: 'string' });
export type RefundState = Static<typeof RefundState>;

/** a complaint waits for the teacher's reply; the teacher closes it when it is settled */
export const APPEAL_STATES = ['pending', 'replied', 'closed'] as const;
export const AppealState = Type.Enum([...APPEAL_STATES], { type: 'string' });
export type AppealState = Static<typeof AppealState>;

/** what the buyer is told on the student side */
export const BuyerMessageKind = Type.Enum(['refund_approved', 'refund_rejected', 'appeal_replied', 'appeal_closed'], { type: 'string' });
export type BuyerMessageKind = Static<typeof BuyerMessageKind>;

const Moment = Type.Union([Seconds, Type.Null()]);

/** The order a request or complaint is about, as the after-sale lists show it. */
const AftersaleOrder = {
  order_id: Type.Integer(),
  order_no: Type.String(),
  product_kind: ProductKind,
  product_title: Type.String(),
  buyer_id: Type.Integer(),
  buyer_nickname: Type.String(),
  buyer_phone: Type.String(),
  pay_amount: Type.Integer(),
  /** refunded so far, by every refund of the order */
  refunded_amount: Type.Integer(),
  order_status: OrderStatus,
};

export const RefundRequest = Type.Object({
  ...AftersaleOrder,
  id: Type.Integer(),
  /** what the buyer asked for */
  amount: Type.Integer(),
  /** the buyer's reason */
  reason: Type.String(),
  state: RefundState,
  /** what the approval refunded; 0 until then */
  refund_amount: Type.Integer(),
  /** the teacher's reason, for a rejected request */
  reject_reason: Type.String(),
  /** who approved or rejected it (the teacher or a staff account); '' while pending */
  handler_name: Type.String(),
  handled_at: Moment,
  created_at: Seconds,
});
export type RefundRequest = Static<typeof RefundRequest>;

const BuyerMessage = Type.Object({ id: Type.Integer(), kind: BuyerMessageKind, title: Type.String(), body: Type.String(), created_at: Seconds });

/** One request with its order (and all of the order's ledger), the refund's own ledger lines and what the buyer was told. */
export const RefundRequestDetail = Type.Object({
  ...RefundRequest.properties,
  order: OrderDetail,
  refund_ledger: Type.Array(LedgerTransactionView),
  buyer_message: Type.Union([BuyerMessage, Type.Null()]),
});
export type RefundRequestDetail = Static<typeof RefundRequestDetail>;

/** An evidence picture of a complaint, at a signed URL that expires (no session needed: <img> loads it). */
export const AppealPicture = Type.Object({ id: Type.Integer(), url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type AppealPicture = Static<typeof AppealPicture>;

export const Appeal = Type.Object({
  ...AftersaleOrder,
  id: Type.Integer(),
  content: Type.String(),
  pictures: Type.Array(AppealPicture),
  state: AppealState,
  /** the teacher's answer; '' until replied */
  reply: Type.String(),
  replier_name: Type.String(),
  replied_at: Moment,
  closer_name: Type.String(),
  closed_at: Moment,
  created_at: Seconds,
});
export type Appeal = Static<typeof Appeal>;

const keyword = Type.Optional(Type.String({ maxLength: AFTERSALE_LIMITS.keywordMax }));
const oneOf = <T extends string>(values: readonly T[]) => Type.Optional(Type.Enum([...values], { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }));
type Paging = { page: number; pageSize: number };

/** the refund list's filters, beside its page */
export const RefundFilters = Type.Object({ state: oneOf(REFUND_STATES), keyword });
export type RefundQuery = Static<typeof RefundFilters> & Paging;
/** the complaint list's filters, beside its page */
export const AppealFilters = Type.Object({ state: oneOf(APPEAL_STATES), keyword });
export type AppealQuery = Static<typeof AppealFilters> & Paging;

/** fen: at least 1, at most what a buyer could have paid */
const Fen = Type.Integer({ minimum: 1, maximum: 100_000_000_00, [RULE_KEYWORD]: '必须是正整数（单位：分）' });
/** a text the teacher writes to the buyer: checked for sensitive words (spec §5) */
const toBuyer = (max: number) => cleanText(max, { minLength: 1 });
/** a text the development stand-in writes as the buyer */
const fromBuyer = (max: number) => Type.String({ maxLength: max, minLength: 1, [RULE_KEYWORD]: `不能为空，且不能超过 ${max} 个字符` });

export const ApproveInput = Type.Object({ id: Id, amount: Fen });
export type ApproveInput = Static<typeof ApproveInput>;
export const RejectInput = Type.Object({ id: Id, reason: toBuyer(AFTERSALE_LIMITS.reasonMax) });
export type RejectInput = Static<typeof RejectInput>;
export const AppealReplyInput = Type.Object({ id: Id, reply: toBuyer(AFTERSALE_LIMITS.replyMax) });
export type AppealReplyInput = Static<typeof AppealReplyInput>;

/** The development stand-in for a buyer asking for a refund (LECTERN_DEV_ROUTES=1). */
export const DevRefundRequestInput = Type.Object({ order_id: Id, amount: Fen, reason: fromBuyer(AFTERSALE_LIMITS.reasonMax) });
export type DevRefundRequestInput = Static<typeof DevRefundRequestInput>;
/** The development stand-in for a buyer's complaint; `pictures` are base64 PNGs. */
export const DevAppealInput = Type.Object({
  order_id: Id,
  content: fromBuyer(AFTERSALE_LIMITS.appealMax),
  pictures: Type.Optional(
    Type.Array(
      // base64 of at most pictureBytesMax bytes, with a data: prefix
      Type.String({ minLength: 1, maxLength: Math.ceil(AFTERSALE_LIMITS.pictureBytesMax / 3) * 4 + 32 }),
      { maxItems: AFTERSALE_LIMITS.picturesMax },
    ),
  ),
});
export type DevAppealInput = Static<typeof DevAppealInput>;
