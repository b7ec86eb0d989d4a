/**
 * The planet ledger as the owner reads it (issue 6, /p/accounting/home and /p/accounting/balance): balance (the sum
 * of every row), income, refunds, the detail with filters, and withdrawals. A withdrawal is a 'withdraw' row
 * (−amount) plus a planet_withdrawals row holding its status (处理中 until the payout channel reports back) and
 * the account it goes to.
 */
import { sql, type Kysely } from 'kysely';
import { ledgerKindsOf, withdrawalProblem } from '@shared/planet-funds/rules.ts';
import { withdrawalProblemText } from './problems.ts';
import type { FundsOverview, LedgerEntry, LedgerFilter, LedgerKind, PlanetIncome, Withdrawal, WithdrawalStatus } from '@shared/planet-funds/types.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { accountLabel, ownedAccount } from './accounts.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area.ts';
import { isCountedMember } from '@server/areas/planets/members-counted.ts';
import type { Session } from '@server/http/session-types.ts';
import { startOfChinaDay } from '@server/db/time.ts';
import { formatFen } from '@shared/format/currency.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { requireFreshVerification } from './verification.ts';

export type LedgerQuery = { page: number; pageSize: number; filter: LedgerFilter; startAt?: number; endAt?: number; planetId?: number };

const INCOME_KINDS: LedgerKind[] = ['join', 'renew'];

/** Start of the China-time calendar month holding `now`. */
export function startOfChinaMonth(now: number): number {
  const china = new Date((now + 8 * 3600) * 1000);
  return Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) / 1000 - 8 * 3600;
}

export async function balanceOf(from: Kysely<Database>, ownerId: number): Promise<number> {
  const row = await from.selectFrom('planet_ledger').select((eb) => eb.fn.sum<number | null>('amount').as('sum')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

/** Books a withdrawal of `amount` fen to an account of the owner, checked against the balance in the same transaction. */
export async function insertWithdrawal(trx: Kysely<Database>, ownerId: number, accountId: number, amount: number, now: number): Promise<number> {
  const account = await ownedAccount(trx, ownerId, accountId);
  // withdrawals of one teacher take turns, so two sent at once cannot both spend the same balance
  await lockRowForWrite(trx, 'users', ownerId);
  const problem = withdrawalProblem(amount, await balanceOf(trx, ownerId));
  if (problem) throw fail.validation(withdrawalProblemText(problem));
  const label = accountLabel(account);
  const ledger = await trx
    .insertInto('planet_ledger')
    .values({ owner_id: ownerId, planet_id: null, member_id: null, kind: 'withdraw', amount: -amount, title: `提现至${label}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('planet_withdrawals')
    .values({ owner_id: ownerId, ledger_id: ledger.id, account_id: account.id, account_label: label, amount, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function createLedgerService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  const entries = () =>
    db
      .selectFrom('planet_ledger')
      .leftJoin('planets', 'planets.id', 'planet_ledger.planet_id')
      .leftJoin('planet_withdrawals', 'planet_withdrawals.ledger_id', 'planet_ledger.id')
      .select([
        'planet_ledger.id',
        'planet_ledger.kind',
        'planet_ledger.amount',
        'planet_ledger.title',
        'planet_ledger.planet_id',
        'planets.title as planet_title',
        'planet_ledger.created_at',
        'planet_withdrawals.status as withdrawal_status',
      ]);

  const toEntry = (row: Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number]): LedgerEntry => ({
    ...row,
    planet_title: row.planet_title ?? null,
    withdrawal_status: (row.withdrawal_status ?? null) as WithdrawalStatus | null,
  });

  async function sumOf(ownerId: number, kinds: LedgerKind[], since?: number): Promise<number> {
    let query = db.selectFrom('planet_ledger').select((eb) => eb.fn.sum<number | null>('amount').as('sum')).where('owner_id', '=', ownerId).where('kind', 'in', kinds);
    if (since !== undefined) query = query.where('created_at', '>=', since);
    return Number((await query.executeTakeFirstOrThrow()).sum ?? 0);
  }

  return {
    async overview(session: Session): Promise<FundsOverview> {
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      const pending = await db
        .selectFrom('planet_withdrawals')
        .select((eb) => eb.fn.sum<number | null>('amount').as('sum'))
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'processing')
        .executeTakeFirstOrThrow();
      const planets = await db
        .selectFrom('planets')
        .select([
          'planets.id as planet_id',
          'planets.title',
          sql<number>`coalesce((select sum(amount) from planet_ledger l where l.planet_id = planets.id and l.owner_id = planets.owner_id and l.kind in ('join', 'renew')), 0)`.as('income'),
          sql<number>`coalesce((select -sum(amount) from planet_ledger l where l.planet_id = planets.id and l.owner_id = planets.owner_id and l.kind = 'refund'), 0)`.as('refunds'),
          sql<number>`(select count(*) from planet_members m where m.planet_id = planets.id and ${isCountedMember('m', now)})`.as('members'),
        ])
        .where('owner_id', '=', ownerId)
        .orderBy('planets.created_at', 'desc')
        .orderBy('planets.id', 'desc')
        .execute();
      const latest = await entries().where('planet_ledger.owner_id', '=', ownerId).orderBy('planet_ledger.created_at', 'desc').orderBy('planet_ledger.id', 'desc').limit(10).execute();
      return {
        balance: await balanceOf(db, ownerId),
        income_today: await sumOf(ownerId, INCOME_KINDS, startOfChinaDay(now)),
        income_month: await sumOf(ownerId, INCOME_KINDS, startOfChinaMonth(now)),
        income_total: await sumOf(ownerId, INCOME_KINDS),
        refunds_total: -(await sumOf(ownerId, ['refund'])),
        withdrawals_pending: Number(pending.sum ?? 0),
        planets: planets.map((row): PlanetIncome => ({ ...row, income: Number(row.income), refunds: Number(row.refunds), members: Number(row.members) })),
        latest: latest.map(toEntry),
      };
    },

    async ledger(session: Session, query: LedgerQuery): Promise<{ rows: LedgerEntry[]; totalCount: number; balance: number }> {
      const ownerId = session.main.id;
      if (query.planetId !== undefined) await deps.planets.requireOwned(session, query.planetId);
      let base = entries().where('planet_ledger.owner_id', '=', ownerId);
      const kinds = ledgerKindsOf(query.filter);
      if (kinds) base = base.where('planet_ledger.kind', 'in', kinds);
      if (query.startAt !== undefined) base = base.where('planet_ledger.created_at', '>=', query.startAt);
      if (query.endAt !== undefined) base = base.where('planet_ledger.created_at', '<=', query.endAt);
      if (query.planetId !== undefined) base = base.where('planet_ledger.planet_id', '=', query.planetId);
      const { n } = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .orderBy('planet_ledger.created_at', 'desc')
        .orderBy('planet_ledger.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { rows: rows.map(toEntry), totalCount: Number(n), balance: await balanceOf(db, ownerId) };
    },

    /**
     * Books a withdrawal with its operation-log line. Money goes to an account that has never received any only
     * from the main account, freshly verified (issue 11): a new account proves itself once.
     */
    async withdraw(session: Session, amount: number, accountId: number): Promise<{ withdrawal: Withdrawal; balance: number }> {
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const account = await ownedAccount(trx, ownerId, accountId);
        // paid before by either ledger (issue 14's withdrawals use the same accounts)
        const paidBefore =
          (await trx.selectFrom('planet_withdrawals').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst()) ??
          (await trx.selectFrom('withdrawals').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst());
        if (!paidBefore) await requireFreshVerification(trx, session, now, '首次提现到新的收款账户需由主账号完成短信验证');
        const withdrawalId = await insertWithdrawal(trx, ownerId, accountId, amount, now);
        const summary = `提现 ${formatFen(amount)} 至${accountLabel(account)}`;
        await logOperation(trx, session, { action: 'funds.withdraw', objectType: 'withdrawal', objectId: withdrawalId, summary, amount }, now);
        return withdrawalId;
      });
      const row = await db.selectFrom('planet_withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const withdrawal: Withdrawal = { id: row.id, amount: row.amount, status: row.status, account_label: row.account_label, ledger_id: row.ledger_id, created_at: row.created_at };
      return { withdrawal, balance: await balanceOf(db, ownerId) };
    },
  };
}
