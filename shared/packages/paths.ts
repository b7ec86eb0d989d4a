/**
 * Resource package calls. Spec §2 names the screen /package only; the calls are ours (docs/api.md
 * "Resource packages"). Orders follow the SaaS orders' calls (/api/v4/planet/money/order/*).
 */
const PACKAGE = '/api/v3/media/package';

export const PACKAGE_PATHS = {
  /** GET: the packages on sale, storage first, cheapest first */
  list: `${PACKAGE}/list`,
  /** GET: the storage meter, this month's traffic allowance and the packages running now */
  current: `${PACKAGE}/current`,
  /** POST {package_id, pay_channel='wx_pub_qr', env=2} with an Idempotency-Key header → the order with its QR payload */
  orderCreate: `${PACKAGE}/order/create`,
  /** GET page, pageSize, status */
  orderList: `${PACKAGE}/order/list`,
  /** GET id: one order (the purchase dialog polls it) */
  orderDetail: `${PACKAGE}/order/detail`,
  /** POST {id}: closes an unpaid order */
  orderClose: `${PACKAGE}/order/close`,
  /** POST {id, pay_channel='wx_pub_qr', env=2} with an Idempotency-Key header: refunds a paid order within 7 days */
  orderRefund: `${PACKAGE}/order/refund`,
  /** POST {id}: development only (LECTERN_DEV_ROUTES=1): the payment platform's "paid" notice */
  orderPaid: `${PACKAGE}/order/paid`,
} as const;
