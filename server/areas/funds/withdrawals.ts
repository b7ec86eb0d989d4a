/**
 * Withdrawals (/accounting/extractCash, /accounting/hybridExtractCash): money of one or more income
 * sources leaves the available balance for a payout account, frozen until the payout channel answers:
 * applied → processing → paid (the fee and the tax withheld go, the rest is paid out) or failed (the money is
 * available again). Each step is a balanced ledger transaction; the request is idempotent by its key.
 */
import type { Kysely, Selectable } from 'kysely';
import { withdrawalFailedLines, withdrawalFeeOn, withdrawalLines, withdrawalPaidLines, withdrawalProblem, type SourceAmount } from '@shared/funds/ledger.ts';
import { monthlyLaborTax } from '@shared/funds/tax.ts';
import type { Withdrawal, WithdrawalInput, WithdrawalQuote, WithdrawalState } from '@shared/funds/types.ts';
import type { Database } from '@server/db/schema.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { idempotentCall } from '@server/areas/operation-log/idempotent-call.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { startOfChinaDay } from '@server/db/time.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { accountLabel, ownedAccount } from '@server/areas/planet-funds/accounts.ts';
import { requireFreshVerification } from '@server/areas/planet-funds/verification.ts';
import { balancesOf, postTransaction } from './ledger.ts';
import { withdrawalProblemText } from './problem-texts.ts';
import type { WithdrawalsTable } from './schema.ts';
import type { PayoutAccountsTable } from '@server/areas/planet-funds/schema.ts';

const WITHDRAWAL_NOT_FOUND = '提现记录不存在';

/** YYYYMM of the China-time month holding `at` */
function chinaMonthOf(at: number): number {
  const china = new Date((at + 8 * 3600) * 1000);
  return china.getUTCFullYear() * 100 + china.getUTCMonth() + 1;
}

/** The next states a withdrawal may take from each (the payout channel's answers). */
const NEXT: Record<WithdrawalState, readonly WithdrawalState[]> = { applied: ['processing', 'paid', 'failed'], processing: ['paid', 'failed'], paid: [], failed: [] };

type Row = Selectable<WithdrawalsTable>;

const STATE_TEXT: Record<WithdrawalState, string> = { applied: '已申请', processing: '处理中', paid: '已到账', failed: '已失败' };

/**
 * The payout channel's answer for withdrawal `id` of `ownerId`: paid books the fee, the tax and the payout; failed
 * makes the money available again. A state it cannot go to is refused.
 */
export async function settleWithdrawal(trx: Kysely<Database>, ownerId: number, id: number, state: Exclude<WithdrawalState, 'applied'>, reason: string, now: number): Promise<Row> {
  await lockRowForWrite(trx, 'withdrawals', id);
  const row = await ownedWithdrawal(trx, ownerId, id);
  if (!NEXT[row.state].includes(state)) throw fail.conflict(`提现已是「${STATE_TEXT[row.state]}」状态，不能变为「${STATE_TEXT[state]}」`);
  const parts = await trx.selectFrom('withdrawal_sources').select(['source', 'amount']).where('withdrawal_id', '=', id).execute();
  if (state === 'paid') {
    await postTransaction(trx, { ownerId, kind: 'withdrawal_paid', title: { code: 'withdrawal.paid', params: { account: row.account_label } }, refType: 'withdrawal', refId: id, lines: withdrawalPaidLines(parts, row.fee, row.tax, now), now });
  } else if (state === 'failed') {
    await postTransaction(trx, { ownerId, kind: 'withdrawal_failed', title: reason ? { code: 'withdrawal.failed', params: { reason } } : { code: 'withdrawal.failed.payout', params: {} }, refType: 'withdrawal', refId: id, lines: withdrawalFailedLines(parts, now), now });
  }
  await trx.updateTable('withdrawals').set({ state, failure_reason: state === 'failed' ? reason || '打款失败' : '', updated_at: now }).where('id', '=', id).execute();
  return ownedWithdrawal(trx, ownerId, id);
}

async function ownedWithdrawal(from: Kysely<Database>, ownerId: number, id: number): Promise<Row> {
  const row = await from.selectFrom('withdrawals').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw fail.notFound(WITHDRAWAL_NOT_FOUND);
  return row;
}

/** The fee and the tax of `amount` now: the tax of the month so far (an individual payee's) taken into account. */
async function quoteWithdrawal(from: Kysely<Database>, ownerId: number, amount: number, now: number): Promise<WithdrawalQuote> {
  const payee = await from.selectFrom('payees').select('type').where('owner_id', '=', ownerId).executeTakeFirst();
  const month = chinaMonthOf(now);
  const fee = withdrawalFeeOn(amount);
  let tax = 0;
  if (payee?.type === 'person') {
    const earlier = await from
      .selectFrom('withdrawals')
      .select([(eb) => eb.fn.sum<number | null>('amount').as('income'), (eb) => eb.fn.sum<number | null>('tax').as('tax')])
      .where('owner_id', '=', ownerId)
      .where('tax_month', '=', month)
      .where('state', '!=', 'failed')
      .executeTakeFirstOrThrow();
    tax = monthlyLaborTax({ income: Number(earlier.income ?? 0), tax: Number(earlier.tax ?? 0) }, amount).tax;
  }
  return { amount, fee, tax, net: amount - fee - tax, taxable_month: month, payee_type: payee?.type ?? null };
}

/**
 * Books a withdrawal of `parts` to `account` in `trx`, checked against the limits and the available balance of each
 * source (the caller holds the owner's lock): the withdrawal row, its sources and the freezing transaction.
 */
export async function insertWithdrawal(trx: Kysely<Database>, ownerId: number, account: Selectable<PayoutAccountsTable>, parts: readonly SourceAmount[], now: number): Promise<Row> {
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  const today = await trx
    .selectFrom('withdrawals')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.sum<number | null>('amount').as('amount')])
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', startOfChinaDay(now))
    .where('state', '!=', 'failed')
    .executeTakeFirstOrThrow();
  for (const part of parts) {
    const { available } = await balancesOf(trx, ownerId, now, part.source);
    const problem = withdrawalProblem(part.amount, available, { count: 0, amount: 0 });
    if (problem?.code === 'overAvailable') throw fail.validation(withdrawalProblemText(problem, part.source));
  }
  const { available } = await balancesOf(trx, ownerId, now);
  const problem = withdrawalProblem(amount, available, { count: Number(today.count), amount: Number(today.amount ?? 0) });
  if (problem) throw fail.validation(withdrawalProblemText(problem));
  const quote = await quoteWithdrawal(trx, ownerId, amount, now);
  const label = accountLabel(account);
  const { id } = await trx
    .insertInto('withdrawals')
    .values({ owner_id: ownerId, account_id: account.id, account_label: label, amount, fee: quote.fee, tax: quote.tax, state: 'applied', tax_month: quote.taxable_month, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('withdrawal_sources').values(parts.map((part) => ({ withdrawal_id: id, source: part.source, amount: part.amount }))).execute();
  await postTransaction(trx, { ownerId, kind: 'withdrawal', title: { code: 'withdrawal', params: { account: label } }, refType: 'withdrawal', refId: id, lines: withdrawalLines(parts, now), now });
  return ownedWithdrawal(trx, ownerId, id);
}

export function createWithdrawalService(ctx: ServiceContext) {
  const { db } = ctx;

  async function toWithdrawal(from: Kysely<Database>, row: Row): Promise<Withdrawal> {
    const sources = await from.selectFrom('withdrawal_sources').select(['source', 'amount']).where('withdrawal_id', '=', row.id).orderBy('source').execute();
    return {
      id: row.id,
      amount: row.amount,
      fee: row.fee,
      tax: row.tax,
      net: row.amount - row.fee - row.tax,
      state: row.state,
      failure_reason: row.failure_reason,
      account_label: row.account_label,
      sources,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function apply(trx: Kysely<Database>, session: Session, input: WithdrawalInput, now: number): Promise<Withdrawal> {
    const ownerId = session.main.id;
    const parts: SourceAmount[] = input.sources.filter((part) => part.amount > 0);
    if (parts.length === 0) throw fail.validation('请填写提现金额');
    if (new Set(parts.map((part) => part.source)).size !== parts.length) throw fail.validation('每个收入来源只能填写一次');
    const payee = await trx.selectFrom('payees').select('type').where('owner_id', '=', ownerId).executeTakeFirst();
    if (!payee) throw fail.conflict('请先完成收款人实名认证，再申请提现');
    const account = await ownedAccount(trx, ownerId, input.account_id);
    const paidBefore = await trx.selectFrom('withdrawals').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst();
    if (!paidBefore) await requireFreshVerification(trx, session, now, '首次提现到新的收款账户需由主账号完成短信验证');
    // withdrawals of one teacher take turns, so two sent at once cannot both spend the same balance
    await lockRowForWrite(trx, 'users', ownerId);
    const row = await insertWithdrawal(trx, ownerId, account, parts, now);
    const { amount, id, account_label: label } = row;
    await logOperation(trx, session, { action: 'funds.withdraw', objectType: 'withdrawal', objectId: id, summary: { code: 'withdraw.request', params: { amount, account: label } }, amount }, now);
    return toWithdrawal(trx, row);
  }

  return {
    async quote(session: Session, amount: number): Promise<WithdrawalQuote> {
      return quoteWithdrawal(db, session.main.id, amount, seconds(ctx.now));
    },

    /** Applies for a withdrawal once per idempotency key: a repeat answers the same withdrawal and moves nothing. */
    async apply(session: Session, input: WithdrawalInput, key: string): Promise<Withdrawal> {
      const now = seconds(ctx.now);
      return idempotentCall(db, session, { scope: 'funds.withdraw', key, request: input, now }, (trx) => apply(trx, session, input, now));
    },

    async list(session: Session, page: number, pageSize: number): Promise<{ rows: Withdrawal[]; totalCount: number }> {
      const ownerId = session.main.id;
      const mine = db.selectFrom('withdrawals').where('owner_id', '=', ownerId);
      return countedPage(mine, { page, pageSize }, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), (rows) => Promise.all(rows.map((row) => toWithdrawal(db, row))));
    },

    async one(session: Session, id: number): Promise<Withdrawal> {
      return toWithdrawal(db, await ownedWithdrawal(db, session.main.id, id));
    },

    /**
     * The payout channel's answer (its stand-in, a development route): processing, paid or failed. Paid books the
     * fee, the tax and the payout; failed makes the money available again. A state it cannot go to is refused.
     */
    async settle(session: Session, id: number, state: Exclude<WithdrawalState, 'applied'>, reason: string): Promise<Withdrawal> {
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        const row = await settleWithdrawal(trx, ownerId, id, state, reason, now);
        await logOperation(trx, session, { action: 'funds.withdraw.settle', objectType: 'withdrawal', objectId: id, summary: { code: `withdraw.${state}`, params: { amount: row.amount } }, amount: row.amount }, now);
        return toWithdrawal(trx, row);
      });
    },
  };
}
