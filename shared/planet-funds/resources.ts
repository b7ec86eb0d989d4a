import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import {
  closeOrder,
  createOrder,
  confirmFundsCode,
  createPayoutAccount,
  deletePayoutAccount,
  fetchCurrentPlan,
  fetchFundsVerification,
  fetchFundsOverview,
  fetchLedger,
  fetchOrder,
  fetchOrders,
  fetchPayoutAccounts,
  fetchPlanetCourses,
  fetchPlans,
  fetchTrialGoods,
  refundOrder,
  sendFundsCode,
  relateCourse,
  setDefaultPayoutAccount,
  startTrial,
  unrelateCourse,
  updatePayoutAccount,
  withdraw,
} from './client.ts';

export type { LedgerBalances };
import {
  LEDGER_FILTERS,
  type CurrentPlan,
  type FundsOverview,
  type FundsVerification,
  type LedgerBalances,
  type LedgerEntry,
  type LedgerFilter,
  type PayoutAccount,
  type PayoutAccountInput,
  type PlanetCourse,
  type SaasOrder,
  type SaasPlan,
  type TrialGoods,
} from './types.ts';

/** Every funds answer is under this name: a change of money, plan, account or course names it stale. */
export const PLANET_FUNDS = 'planet-funds';

/** /p/accounting/balance's state in the address: the kind tab, the planet (0: all) and the period ('' open). */
export type LedgerState = Paging & { kind: LedgerFilter; planet: number; from: string; to: string };
export const LEDGER_CHOICES = { kind: LEDGER_FILTERS };

/** The ledger detail, with the balances of the planet income. */
export const ledgerResource: Resource<LedgerEntry, LedgerState, never, LedgerBalances> = {
  name: `${PLANET_FUNDS}/ledger`,
  list: (q) => fetchLedger({ page: q.page, pageSize: q.pageSize, kind: q.kind, range: q.from && q.to ? [q.from, q.to] : null, ...(q.planet ? { planetId: q.planet } : {}) }),
};

export const fundsOverviewRecord: RecordSource<FundsOverview, object> = { name: `${PLANET_FUNDS}/overview`, read: () => fetchFundsOverview() };

/** The login's fresh SMS verification for money changes. */
export const fundsVerificationRecord: RecordSource<FundsVerification, object> = { name: `${PLANET_FUNDS}/verification`, read: () => fetchFundsVerification() };

export const payoutAccountsRecord: RecordSource<PayoutAccount[], object> = { name: `${PLANET_FUNDS}/accounts`, read: () => fetchPayoutAccounts() };

/** /p/planet/lesson's state in the address: the planet (0: all) and the name search. */
export type CourseListState = Paging & { planet: number; keyword: string };
export const planetCoursesResource: Resource<PlanetCourse, CourseListState> = {
  name: `${PLANET_FUNDS}/courses`,
  list: (q) => fetchPlanetCourses({ page: q.page, pageSize: q.pageSize, ...(q.planet ? { planetId: q.planet } : {}), ...(q.keyword ? { keyword: q.keyword } : {}) }),
};

/** The first `limit` courses of one planet (`planet`), or of the owner (0). */
export const planetCourseRecord: RecordSource<PlanetCourse[], { planet: number; limit: number }> = {
  name: `${PLANET_FUNDS}/courses/first`,
  read: async (q) => (await fetchPlanetCourses({ page: 1, pageSize: q.limit, ...(q.planet ? { planetId: q.planet } : {}) })).rows,
};

/** The plans on offer, the trials, and the plan in use (null: none). */
export type PlanChoice = { plans: SaasPlan[]; goods: TrialGoods[]; current: CurrentPlan | null };
export const planChoiceRecord: RecordSource<PlanChoice, object> = {
  name: `${PLANET_FUNDS}/plans`,
  read: async () => {
    const [plans, goods, current] = await Promise.all([fetchPlans(), fetchTrialGoods(), fetchCurrentPlan()]);
    return { plans, goods, current };
  },
};

export type OrderListState = Paging;
export const ordersResource: Resource<SaasOrder, OrderListState> = {
  name: `${PLANET_FUNDS}/orders`,
  // a closed or refunded order changes the plan in use and the ledger
  affects: [PLANET_FUNDS],
  list: (q) => fetchOrders({ page: q.page, pageSize: q.pageSize }),
};

/** One order, read again while it waits for its payment. */
export const orderRecord: RecordSource<SaasOrder, { id: number }> = { name: `${PLANET_FUNDS}/order`, read: (q) => fetchOrder(q.id) };

/** The funds writes; run them through the kit's `change(…, [PLANET_FUNDS])`. */
export const fundsWrites = {
  buy: (plan: SaasPlan) => createOrder(plan.id),
  startTrial: (goods: TrialGoods) => startTrial(goods.id),
  closeOrder: (order: SaasOrder) => closeOrder(order.id),
  refundOrder: (order: SaasOrder) => refundOrder(order),
  withdraw: (amount: number, accountId: number) => withdraw(amount, accountId),
  addAccount: (input: PayoutAccountInput) => createPayoutAccount(input),
  /** `input.account_no` '' keeps the stored number */
  updateAccount: (account: PayoutAccount, input: PayoutAccountInput) => updatePayoutAccount(account.id, input),
  removeAccount: (account: PayoutAccount) => deletePayoutAccount(account.id),
  makeDefault: (account: PayoutAccount) => setDefaultPayoutAccount(account.id),
  sendCode: () => sendFundsCode(),
  confirmCode: (code: string) => confirmFundsCode(code),
  offerCourse: (planetId: number, courseId: number, memberPrice: number) => relateCourse(planetId, courseId, memberPrice),
  withdrawCourse: (planetId: number, courseId: number) => unrelateCourse(planetId, courseId),
};
