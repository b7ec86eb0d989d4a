/**
 * The planet side of the teacher's ledger as the owner reads it (/p/accounting/home and
 * /p/accounting/balance; since migration 038 one ledger with the knowledge products'). The planet's
 * money is the income source 'planet': its balance is what of that income has settled and is not withdrawn, the
 * detail is every transaction that moved it (one income line each: a member's payment net of the platform's fee, a
 * refund, a withdrawal, a SaaS purchase), and the income figures are what members paid and got back.
 */
import { sql, type Kysely } from 'kysely';
import { ledgerKindsOf, withdrawalProblem } from '@shared/planet-funds/rules.ts';
import { withdrawalProblemText } from './problems.ts';
import type { FundsOverview, LedgerEntry, LedgerFilter, LedgerKind, PlanetIncome, Withdrawal, WithdrawalStatus } from '@shared/planet-funds/types.ts';
import type { LedgerKind as BookKind } from '@shared/funds/ledger.ts';
import { ledgerTitleOf } from '@shared/funds/titles.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { accountLabel, ownedAccount } from './accounts.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { isCountedMember } from '@server/areas/planets/members-counted.ts';
import type { Session } from '@server/http/session-types.ts';
import { startOfChinaDay } from '@server/db/time.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { requireFreshVerification } from './verification.ts';
import { balancesOf } from '@server/areas/funds/ledger.ts';
import { insertWithdrawal as insertBookWithdrawal, settleWithdrawal } from '@server/areas/funds/withdrawals.ts';

export type LedgerQuery = { page: number; pageSize: number; filter: LedgerFilter; startAt?: number; endAt?: number; planetId?: number };

/** Start of the China-time calendar month holding `now`. */
function startOfChinaMonth(now: number): number {
  const china = new Date((now + 8 * 3600) * 1000);
  return Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) / 1000 - 8 * 3600;
}

/** What of the planet income can be withdrawn now. */
export async function balanceOf(from: Kysely<Database>, ownerId: number, now: number): Promise<number> {
  return (await balancesOf(from, ownerId, now, 'planet')).available;
}

/**
 * Books a withdrawal of `amount` fen of planet income to an account of the owner, checked against the balance and
 * the daily limits in the same transaction; answers the withdrawal's id.
 */
export async function insertWithdrawal(trx: Kysely<Database>, ownerId: number, accountId: number, amount: number, now: number): Promise<number> {
  const account = await ownedAccount(trx, ownerId, accountId);
  // withdrawals of one teacher take turns, so two sent at once cannot both spend the same balance
  await lockRowForWrite(trx, 'users', ownerId);
  const problem = withdrawalProblem(amount, await balanceOf(trx, ownerId, now));
  if (problem) throw fail.validation(withdrawalProblemText(problem));
  const row = await insertBookWithdrawal(trx, ownerId, account, [{ source: 'planet', amount }], now);
  // the payout channel takes it at once; it answers paid or failed later
  await settleWithdrawal(trx, ownerId, row.id, 'processing', '', now);
  return row.id;
}

/** The planet detail's kinds as the ledger's transaction kinds. */
const BOOK_KINDS: Record<LedgerKind, BookKind[]> = {
  join: ['payment'],
  renew: [],
  reward: ['reward'],
  refund: ['refund'],
  withdraw: ['withdrawal', 'withdrawal_failed'],
  saas: ['saas_purchase', 'saas_refund'],
};

function planetKindOf(kind: BookKind): LedgerKind {
  for (const [planetKind, kinds] of Object.entries(BOOK_KINDS) as [LedgerKind, BookKind[]][]) if (kinds.includes(kind)) return planetKind;
  throw new Error(`a ledger transaction of kind ${kind} moved planet income`);
}

const WITHDRAWAL_STATUS = { applied: 'processing', processing: 'processing', paid: 'done', failed: 'failed' } as const satisfies Record<string, WithdrawalStatus>;

export function createLedgerService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  // every transaction that moved planet income has exactly one income line of the source 'planet'
  const entries = (ownerId: number) =>
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .leftJoin('planets', 'planets.id', 't.planet_id')
      .leftJoin('withdrawals as w', (join) => join.on('t.kind', '=', 'withdrawal').onRef('w.id', '=', 't.ref_id'))
      .select(['t.id', 't.kind', 'e.amount', 't.title_code', 't.title_params', 't.planet_id', 'planets.title as planet_title', 't.created_at', 'w.state as withdrawal_state'])
      .where('e.owner_id', '=', ownerId)
      .where('e.account', '=', 'income')
      .where('e.source', '=', 'planet');

  const toEntry = (row: Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number]): LedgerEntry => ({
    id: row.id,
    kind: planetKindOf(row.kind),
    amount: Number(row.amount),
    ...ledgerTitleOf(row.title_code, row.title_params),
    planet_id: row.planet_id,
    planet_title: row.planet_title ?? null,
    created_at: row.created_at,
    withdrawal_status: row.withdrawal_state ? WITHDRAWAL_STATUS[row.withdrawal_state] : null,
  });

  /**
   * What members paid (payments) or got back (refunds) in the owner's planets: the buyers' side of those transactions,
   * read by planet (ledger_transactions_planet_created), not through every order of a teacher who sells courses too.
   */
  const memberMoney = (ownerId: number) =>
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('t.planet_id', 'in', db.selectFrom('planets').select('id').where('owner_id', '=', ownerId))
      .where('e.account', '=', 'buyers');

  async function incomeSince(ownerId: number, since?: number): Promise<number> {
    let query = memberMoney(ownerId).select(sql<number>`coalesce(-sum(e.amount), 0)`.as('paid')).where('t.kind', '=', 'payment');
    if (since !== undefined) query = query.where('t.created_at', '>=', since);
    return Number((await query.executeTakeFirstOrThrow()).paid);
  }

  async function balances(ownerId: number, now: number): Promise<{ balance: number; pending: number }> {
    const { available, pending } = await balancesOf(db, ownerId, now, 'planet');
    return { balance: available, pending };
  }

  return {
    async overview(session: Session): Promise<FundsOverview> {
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      const withdrawing = await db
        .selectFrom('withdrawals as w')
        .innerJoin('withdrawal_sources as s', 's.withdrawal_id', 'w.id')
        .select((eb) => eb.fn.sum<number | null>('s.amount').as('sum'))
        .where('w.owner_id', '=', ownerId)
        .where('w.state', 'in', ['applied', 'processing'])
        .where('s.source', '=', 'planet')
        .executeTakeFirstOrThrow();
      const byPlanet = await memberMoney(ownerId)
        .select([
          't.planet_id',
          sql<number>`coalesce(-sum(case when t.kind = 'payment' then e.amount end), 0)`.as('income'),
          sql<number>`coalesce(sum(case when t.kind = 'refund' then e.amount end), 0)`.as('refunds'),
        ])
        .groupBy('t.planet_id')
        .execute();
      const moneyOf = new Map(byPlanet.map((row) => [row.planet_id, row]));
      const planets = await db
        .selectFrom('planets')
        .select(['planets.id as planet_id', 'planets.title', sql<number>`(select count(*) from planet_members m where m.planet_id = planets.id and ${isCountedMember('m', now)})`.as('members')])
        .where('owner_id', '=', ownerId)
        .orderBy('planets.created_at', 'desc')
        .orderBy('planets.id', 'desc')
        .execute();
      const latest = await entries(ownerId).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(10).execute();
      const refunds = await memberMoney(ownerId).select(sql<number>`coalesce(sum(e.amount), 0)`.as('sum')).where('t.kind', '=', 'refund').executeTakeFirstOrThrow();
      return {
        ...(await balances(ownerId, now)),
        income_today: await incomeSince(ownerId, startOfChinaDay(now)),
        income_month: await incomeSince(ownerId, startOfChinaMonth(now)),
        income_total: await incomeSince(ownerId),
        refunds_total: Number(refunds.sum),
        withdrawals_pending: Number(withdrawing.sum ?? 0),
        planets: planets.map(
          (row): PlanetIncome => ({ ...row, income: Number(moneyOf.get(row.planet_id)?.income ?? 0), refunds: Number(moneyOf.get(row.planet_id)?.refunds ?? 0), members: Number(row.members) }),
        ),
        latest: latest.map(toEntry),
      };
    },

    async ledger(session: Session, query: LedgerQuery): Promise<{ rows: LedgerEntry[]; totalCount: number; balance: number; pending: number }> {
      const ownerId = session.main.id;
      if (query.planetId !== undefined) await deps.planets.requireOwned(session, query.planetId);
      let base = entries(ownerId);
      const kinds = ledgerKindsOf(query.filter);
      if (kinds) base = base.where('t.kind', 'in', kinds.flatMap((kind) => BOOK_KINDS[kind]));
      if (query.startAt !== undefined) base = base.where('t.created_at', '>=', query.startAt);
      if (query.endAt !== undefined) base = base.where('t.created_at', '<=', query.endAt);
      if (query.planetId !== undefined) base = base.where('t.planet_id', '=', query.planetId);
      const found = await countedPage(base.clearSelect(), query, () => base.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'), (rows) => rows.map(toEntry));
      return { ...found, ...(await balances(ownerId, seconds(ctx.now))) };
    },

    /**
     * Books a withdrawal with its operation-log line. Money goes to an account that has never received any only
     * from the main account, freshly verified: a new account proves itself once.
     */
    async withdraw(session: Session, amount: number, accountId: number): Promise<{ withdrawal: Withdrawal; balance: number }> {
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const account = await ownedAccount(trx, ownerId, accountId);
        const paidBefore = await trx.selectFrom('withdrawals').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst();
        if (!paidBefore) await requireFreshVerification(trx, session, now, '首次提现到新的收款账户需由主账号完成短信验证');
        const withdrawalId = await insertWithdrawal(trx, ownerId, accountId, amount, now);
        const summary = { code: 'withdraw.request', params: { amount, account: accountLabel(account) } } as const;
        await logOperation(trx, session, { action: 'funds.withdraw', objectType: 'withdrawal', objectId: withdrawalId, summary, amount }, now);
        return withdrawalId;
      });
      const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const booked = await db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'withdrawal').where('ref_type', '=', 'withdrawal').where('ref_id', '=', id).executeTakeFirstOrThrow();
      const withdrawal: Withdrawal = { id: row.id, amount: row.amount, status: WITHDRAWAL_STATUS[row.state], account_label: row.account_label, ledger_id: booked.id, created_at: row.created_at };
      return { withdrawal, balance: await balanceOf(db, ownerId, now) };
    },
  };
}
