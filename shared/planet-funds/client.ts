import { PLANET_COURSE_PATHS, PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from './paths.ts';
import type {
  CurrentPlan,
  FundsOverview,
  FundsVerification,
  LedgerBalances,
  LedgerEntry,
  LedgerFilter,
  PayoutAccount,
  PayoutAccountInput,
  PlanetCourse,
  SaasOrder,
  SaasOrderStatus,
  SaasPlan,
  TrialGoods,
  WithdrawResult,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/** The planet funds calls (docs/api.md). */


// ---- SaaS (spec §7 /api/v4/planet/money/*; §9 pay_channel wx_pub_qr and env 2 are the server's defaults)
export async function fetchPlans(): Promise<SaasPlan[]> {
  return ((await api().get(PLANET_MONEY_PATHS.plans)).rows ?? []) as SaasPlan[];
}

export async function fetchTrialGoods(): Promise<TrialGoods[]> {
  return ((await api().get(PLANET_MONEY_PATHS.trialGoods)).rows ?? []) as TrialGoods[];
}

export async function startTrial(goodsId: number): Promise<CurrentPlan> {
  return dataOf(await api().postJson<CurrentPlan>(PLANET_MONEY_PATHS.trial, { goods_id: goodsId }));
}

export async function fetchCurrentPlan(): Promise<CurrentPlan | null> {
  return (await api().get<CurrentPlan | null>(PLANET_MONEY_PATHS.current)).data ?? null;
}

export async function createOrder(planId: number): Promise<SaasOrder> {
  return dataOf(await api().postJson<SaasOrder>(PLANET_MONEY_PATHS.orderCreate, { plan_id: planId, pay_channel: 'wx_pub_qr', env: 2 }));
}

export async function fetchOrders(query: { page: number; pageSize: number; status?: SaasOrderStatus }): Promise<Page<SaasOrder>> {
  const answer = await api().get(PLANET_MONEY_PATHS.orderList, query);
  return pageOf<SaasOrder>(answer);
}

export async function fetchOrder(id: number): Promise<SaasOrder> {
  return dataOf(await api().get<SaasOrder>(PLANET_MONEY_PATHS.orderDetail, { id }));
}

export async function closeOrder(id: number): Promise<SaasOrder> {
  return dataOf(await api().postJson<SaasOrder>(PLANET_MONEY_PATHS.orderClose, { id }));
}

export async function refundOrder(order: Pick<SaasOrder, 'id' | 'pay_channel' | 'env'>): Promise<SaasOrder> {
  return dataOf(await api().postJson<SaasOrder>(PLANET_MONEY_PATHS.orderRefund, { id: order.id, pay_channel: order.pay_channel, env: order.env }));
}

// ---- ledger and withdrawals
export async function fetchFundsOverview(): Promise<FundsOverview> {
  return dataOf(await api().get<FundsOverview>(PLANET_FUNDS_PATHS.overview));
}

export type LedgerQuery = { page: number; pageSize: number; kind: LedgerFilter; range: readonly [string, string] | null; planetId?: number };

export async function fetchLedger(query: LedgerQuery): Promise<Page<LedgerEntry> & LedgerBalances> {
  const answer = await api().get<LedgerBalances>(PLANET_FUNDS_PATHS.ledger, {
    page: query.page,
    pageSize: query.pageSize,
    kind: query.kind,
    // spec §9: a date range is sent as start 00:00:00 and end 23:59:59
    start_at: query.range ? `${query.range[0]} 00:00:00` : undefined,
    end_at: query.range ? `${query.range[1]} 23:59:59` : undefined,
    planet_id: query.planetId,
  });
  return { ...pageOf<LedgerEntry>(answer), balance: answer.data?.balance ?? 0, pending: answer.data?.pending ?? 0 };
}

export async function withdraw(amount: number, accountId: number): Promise<WithdrawResult> {
  return dataOf(await api().postJson<WithdrawResult>(PLANET_FUNDS_PATHS.withdraw, { amount, account_id: accountId }));
}

// ---- fresh SMS verification for money changes
export async function fetchFundsVerification(): Promise<FundsVerification> {
  return dataOf(await api().get<FundsVerification>(PLANET_FUNDS_PATHS.verification));
}

export async function sendFundsCode(): Promise<FundsVerification> {
  return dataOf(await api().postJson<FundsVerification>(PLANET_FUNDS_PATHS.verificationSend, {}));
}

export async function confirmFundsCode(code: string): Promise<FundsVerification> {
  return dataOf(await api().postJson<FundsVerification>(PLANET_FUNDS_PATHS.verificationConfirm, { sms_code: code }));
}

// ---- payout accounts
export async function fetchPayoutAccounts(): Promise<PayoutAccount[]> {
  return ((await api().get(PLANET_FUNDS_PATHS.accounts)).rows ?? []) as PayoutAccount[];
}

export async function createPayoutAccount(input: PayoutAccountInput): Promise<PayoutAccount> {
  return dataOf(await api().postJson<PayoutAccount>(PLANET_FUNDS_PATHS.accountCreate, input));
}

export async function updatePayoutAccount(id: number, input: PayoutAccountInput): Promise<PayoutAccount> {
  return dataOf(await api().postJson<PayoutAccount>(PLANET_FUNDS_PATHS.accountUpdate, { id, ...input }));
}

export async function deletePayoutAccount(id: number): Promise<PayoutAccount[]> {
  return ((await api().postJson(PLANET_FUNDS_PATHS.accountDelete, { id })).rows ?? []) as PayoutAccount[];
}

export async function setDefaultPayoutAccount(id: number): Promise<PayoutAccount[]> {
  return ((await api().postJson(PLANET_FUNDS_PATHS.accountDefault, { id })).rows ?? []) as PayoutAccount[];
}

// ---- courses offered in planets
export async function fetchPlanetCourses(query: { page: number; pageSize: number; planetId?: number; keyword?: string }): Promise<Page<PlanetCourse>> {
  const answer = await api().get(PLANET_COURSE_PATHS.list, { page: query.page, pageSize: query.pageSize, planet_id: query.planetId, keyword: query.keyword });
  return pageOf<PlanetCourse>(answer);
}

export async function relateCourse(planetId: number, courseId: number, memberPrice: number): Promise<PlanetCourse> {
  return dataOf(await api().postJson<PlanetCourse>(PLANET_COURSE_PATHS.relate, { planet_id: planetId, course_id: courseId, member_price: memberPrice }));
}

export async function unrelateCourse(planetId: number, courseId: number): Promise<PlanetCourse> {
  return dataOf(await api().postJson<PlanetCourse>(PLANET_COURSE_PATHS.unrelate, { planet_id: planetId, course_id: courseId }));
}
