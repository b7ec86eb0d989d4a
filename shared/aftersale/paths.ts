/**
 * After-sale calls (docs/api.md "After-sale"). Spec §2 names the pages only and §7 no call: the paths are
 * ours. A request or complaint of another teacher answers 404 as if it did not exist.
 */
const AFTERSALE = '/api/v3/aftersale';

export const AFTERSALE_PATHS = {
  /** GET page, pageSize, state?, keyword? → rows RefundRequest */
  findList: `${AFTERSALE}/findList`,
  /** GET id → RefundRequestDetail */
  detail: `${AFTERSALE}/detail`,
  /**
   * POST {id, amount} with the header Idempotency-Key → RefundRequest: refunds `amount` fen and approves the
   * request; the same key again answers the same without refunding twice
   */
  approve: `${AFTERSALE}/approve`,
  /** POST {id, reason} → RefundRequest */
  reject: `${AFTERSALE}/reject`,
  appeal: {
    /** GET page, pageSize, state?, keyword? → rows Appeal */
    findList: `${AFTERSALE}/appeal/findList`,
    /** POST {id, reply} → Appeal */
    reply: `${AFTERSALE}/appeal/reply`,
    /** POST {id} → Appeal */
    close: `${AFTERSALE}/appeal/close`,
  },
  /** GET /<token>: an evidence picture, by the signed URL a complaint carries (no session) */
  evidence: `${AFTERSALE}/evidence`,
  /** POST DevRefundRequestInput → RefundRequest. Development only (LECTERN_DEV_ROUTES=1): a buyer asks for a refund. */
  devRequest: `${AFTERSALE}/dev/request`,
  /** POST DevAppealInput → Appeal. Development only: a buyer complains, with evidence pictures. */
  devAppeal: `${AFTERSALE}/dev/appeal`,
} as const;

/** the header of the approval's idempotency key: one per approval the teacher means, the same on a retry */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
