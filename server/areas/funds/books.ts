/**
 * The teacher's books as the funds screens read them: balances with what settles when
 * (/accounting/balance), the ledger's transactions with their effect on the balances (/accounting/detail,
 * /accounting/income/detail) and the tax withheld per month (/accounting/tax). Reads only; owner-scoped.
 */
import { sql, type Kysely } from 'kysely';
import { LEDGER_GROUPS } from '@shared/funds/ledger.ts';
import { laborTaxableOn } from '@shared/funds/tax.ts';
import type { BalanceView, LedgerQuery, LedgerRow, TaxMonth } from '@shared/funds/types.ts';
import type { Database } from '@server/db/schema.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Session } from '@server/http/session-types.ts';
import { balanceView, transactionsWithLines } from './ledger.ts';

export type LedgerFilter = Omit<LedgerQuery, 'page' | 'pageSize'>;

function transactions(db: Kysely<Database>, ownerId: number, filter: LedgerFilter) {
  let q = db.selectFrom('ledger_transactions as t').leftJoin('orders as o', 'o.id', 't.order_id').where('t.owner_id', '=', ownerId);
  if (filter.group) q = q.where('t.kind', 'in', [...LEDGER_GROUPS[filter.group]]);
  if (filter.startAt !== undefined) q = q.where('t.created_at', '>=', filter.startAt);
  if (filter.endAt !== undefined) q = q.where('t.created_at', '<=', filter.endAt);
  if (filter.source) {
    const source = filter.source;
    q = q.where((eb) => eb.exists(eb.selectFrom('ledger_entries as s').select('s.id').whereRef('s.transaction_id', '=', 't.id').where('s.source', '=', source)));
  }
  return q;
}

export function createBookService(ctx: ServiceContext) {
  const { db } = ctx;

  /** the transactions of the filter, newest first, as their ids and order numbers */
  const newestHeads = (q: ReturnType<typeof transactions>) => q.select(['t.id', 'o.order_no']).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');

  /** the heads as whole ledger rows: their lines and what they add to income and frozen */
  async function withLines(ownerId: number, heads: { id: number; order_no: string | null }[]): Promise<LedgerRow[]> {
    const full = await transactionsWithLines(db, ownerId, heads.map((head) => head.id));
    const byId = new Map(full.map((tx) => [tx.id, tx]));
    return heads.map((head) => {
      const tx = byId.get(head.id)!;
      const sum = (account: string) => tx.lines.filter((line) => line.account === account).reduce((total, line) => total + line.amount, 0);
      return { ...tx, income: sum('income'), frozen: sum('frozen'), order_no: head.order_no ?? null };
    });
  }

  return {
    async balance(session: Session): Promise<BalanceView> {
      return balanceView(db, session.main.id, seconds(ctx.now));
    },

    async ledger(session: Session, query: LedgerQuery): Promise<{ rows: LedgerRow[]; totalCount: number }> {
      const ownerId = session.main.id;
      return countedPage(transactions(db, ownerId, query), query, newestHeads, (heads) => withLines(ownerId, heads));
    },

    /** Every transaction of the filter, newest first, a page at a time (the export). */
    async *each(session: Session, filter: LedgerFilter, batch = 500): AsyncGenerator<LedgerRow> {
      const ownerId = session.main.id;
      let after: { created_at: number; id: number } | undefined;
      for (;;) {
        let q = transactions(db, ownerId, filter);
        if (after) {
          const { created_at: at, id } = after;
          q = q.where((eb) => eb.or([eb('t.created_at', '<', at), eb.and([eb('t.created_at', '=', at), eb('t.id', '<', id)])]));
        }
        const rows = await withLines(ownerId, await newestHeads(q).limit(batch).execute());
        yield* rows;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { created_at: last.created_at, id: last.id };
      }
    },

    async taxMonths(session: Session): Promise<TaxMonth[]> {
      const rows = await db
        .selectFrom('withdrawals')
        .select([
          'tax_month as month',
          (eb) => eb.fn.sum<number>('amount').as('income'),
          (eb) => eb.fn.sum<number>('tax').as('tax'),
          (eb) => eb.fn.countAll<number>().as('withdrawals'),
          sql<number>`count(case when tax > 0 then 1 end)`.as('taxed'),
        ])
        .where('owner_id', '=', session.main.id)
        .where('state', '!=', 'failed')
        .groupBy('tax_month')
        .orderBy('tax_month', 'desc')
        .execute();
      return rows.map((row) => {
        const income = Number(row.income);
        const tax = Number(row.tax);
        return { month: Number(row.month), income, taxable: tax > 0 ? laborTaxableOn(income) : 0, tax, withdrawals: Number(row.withdrawals) };
      });
    },
  };
}
