/**
 * Planet funds calls. Spec §7 names only the prefix "/api/v4/planet/money/*" for SaaS plans, trial goods
 * and purchase orders; every name below it is ours (docs/api.md). The ledger, payout accounts and the
 * planet courses are ours too.
 */
const MONEY = '/api/v4/planet/money';
const FUNDS = '/api/v4/planet/funds';
const COURSE = '/api/v4/planetCourse';

export const PLANET_MONEY_PATHS = {
  /** GET: the SaaS plans, cheapest first */
  plans: `${MONEY}/plans`,
  /** GET: the trial goods, each with whether the caller has used a trial */
  trialGoods: `${MONEY}/trialGoods`,
  /** POST {goods_id}: starts a trial, once per account */
  trial: `${MONEY}/trial`,
  /** GET: the account's current plan, or null */
  current: `${MONEY}/current`,
  /** POST {plan_id, pay_channel='wx_pub_qr', env=2} → the order with its payment QR payload */
  orderCreate: `${MONEY}/order/create`,
  /** GET page, pageSize, status */
  orderList: `${MONEY}/order/list`,
  /** GET id: one order (the order dialog polls it) */
  orderDetail: `${MONEY}/order/detail`,
  /** POST {id}: closes an unpaid order */
  orderClose: `${MONEY}/order/close`,
  /** POST {id, pay_channel='wx_pub_qr', env=2}: refunds a paid order within 7 days */
  orderRefund: `${MONEY}/order/refund`,
  /** POST {id}: development only (LECTERN_DEV_ROUTES=1): the payment platform's "paid" notice */
  orderPaid: `${MONEY}/order/paid`,
} as const;

export const PLANET_FUNDS_PATHS = {
  /** GET: balance, income today / this month / total, refunds, pending withdrawals, per planet, latest movements */
  overview: `${FUNDS}/overview`,
  /** GET page, pageSize, kind, start_at, end_at, planet_id: the ledger, newest first */
  ledger: `${FUNDS}/ledger`,
  /** POST {amount, account_id}: a withdrawal of `amount` fen to a payout account */
  withdraw: `${FUNDS}/withdraw`,
  /** GET: the payout accounts, default first */
  accounts: `${FUNDS}/accounts`,
  /** POST PayoutAccountInput */
  accountCreate: `${FUNDS}/account/create`,
  /** POST {id, ...PayoutAccountInput}: account_no left out or '' keeps the stored number (same type) */
  accountUpdate: `${FUNDS}/account/update`,
  /** POST {id} */
  accountDelete: `${FUNDS}/account/delete`,
  /** POST {id} */
  accountDefault: `${FUNDS}/account/setDefault`,
  /** GET: the login's fresh SMS verification for money changes */
  verification: `${FUNDS}/verification`,
  /** POST: sends a code to the main account's own phone */
  verificationSend: `${FUNDS}/verification/send`,
  /** POST {sms_code}: confirms it; money changes are allowed for FUNDS_LIMITS.verifiedFor seconds */
  verificationConfirm: `${FUNDS}/verification/confirm`,
} as const;

export const PLANET_COURSE_PATHS = {
  /** GET planet_id?, keyword?: the owner's courses, each with the planets it is offered in */
  list: `${COURSE}/list`,
  /** POST {planet_id, course_id, member_price}: offers a course in a planet (0 = free for members) */
  relate: `${COURSE}/relate`,
  /** POST {planet_id, course_id} */
  unrelate: `${COURSE}/unrelate`,
} as const;
