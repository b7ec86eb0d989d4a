/**
 * Writes and reads the double-entry ledger (shared/funds/ledger.ts builds the lines). Every money write
 * of every area posts one balanced transaction here, inside that write's own database transaction, so money and
 * the record that moved it land together or not at all. Balances are sums of lines.
 */
import { sql, type Kysely } from 'kysely';
import { unbalancedBy, type Balances, type IncomeSource, type LedgerKind, type LedgerLine } from '@shared/funds/ledger.ts';
import type { BalanceView, LedgerTransactionView } from '@shared/funds/types.ts';
import { ledgerTitleOf, type LedgerTitle } from '@shared/funds/titles.ts';
import type { Database } from '@server/db/schema.ts';

export type Posting = {
  ownerId: number;
  kind: LedgerKind;
  title: LedgerTitle;
  orderId?: number | null;
  refType?: string;
  refId?: number | null;
  /** the planet a planet payment or member refund belongs to */
  planetId?: number | null;
  lines: readonly LedgerLine[];
  now: number;
};

/** Posts one transaction; a set of lines that does not balance is a bug, never written. */
export async function postTransaction(trx: Kysely<Database>, posting: Posting): Promise<number> {
  const off = unbalancedBy(posting.lines);
  if (off !== 0 || posting.lines.some((line) => !Number.isSafeInteger(line.amount))) {
    throw new Error(`ledger transaction ${posting.kind} does not balance (off by ${off} fen)`);
  }
  const { id } = await trx
    .insertInto('ledger_transactions')
    .values({
      owner_id: posting.ownerId,
      kind: posting.kind,
      title_code: posting.title.code,
      title_params: JSON.stringify(posting.title.params),
      order_id: posting.orderId ?? null,
      ref_type: posting.refType ?? '',
      ref_id: posting.refId ?? null,
      planet_id: posting.planetId ?? null,
      created_at: posting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = posting.lines.filter((line) => line.amount !== 0);
  if (lines.length > 0) {
    await trx
      .insertInto('ledger_entries')
      .values(
        lines.map((line) => ({
          transaction_id: id,
          owner_id: posting.ownerId,
          account: line.account,
          source: line.source ?? '',
          amount: line.amount,
          available_at: line.available_at,
          created_at: posting.now,
        })),
      )
      .execute();
  }
  return id;
}

type SourceSums = { source: IncomeSource | ''; available: number; pending: number; frozen: number };

async function sumsBySource(db: Kysely<Database>, ownerId: number, now: number, source?: IncomeSource): Promise<SourceSums[]> {
  let query = db
    .selectFrom('ledger_entries')
    .select([
      'source',
      sql<number>`coalesce(sum(case when account = 'income' and available_at <= ${now} then amount else 0 end), 0)`.as('available'),
      sql<number>`coalesce(sum(case when account = 'income' and available_at > ${now} then amount else 0 end), 0)`.as('pending'),
      sql<number>`coalesce(sum(case when account = 'frozen' then amount else 0 end), 0)`.as('frozen'),
    ])
    .where('owner_id', '=', ownerId)
    .where('account', 'in', ['income', 'frozen'])
    .groupBy('source');
  if (source) query = query.where('source', '=', source);
  const rows = await query.execute();
  return rows.map((row) => ({ source: row.source, available: Number(row.available), pending: Number(row.pending), frozen: Number(row.frozen) }));
}

/** The teacher's balances now, or of one income source. */
export async function balancesOf(db: Kysely<Database>, ownerId: number, now: number, source?: IncomeSource): Promise<Balances> {
  const total: Balances = { available: 0, pending: 0, frozen: 0 };
  for (const row of await sumsBySource(db, ownerId, now, source)) {
    total.available += row.available;
    total.pending += row.pending;
    total.frozen += row.frozen;
  }
  return total;
}

/** Balances in total and per source, with what settles when. */
export async function balanceView(db: Kysely<Database>, ownerId: number, now: number): Promise<BalanceView> {
  const bySource = await sumsBySource(db, ownerId, now);
  const settling = await db
    .selectFrom('ledger_entries')
    .select(['available_at', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('owner_id', '=', ownerId)
    .where('account', '=', 'income')
    .where('available_at', '>', now)
    .groupBy('available_at')
    .orderBy('available_at')
    .execute();
  const total: Balances = { available: 0, pending: 0, frozen: 0 };
  for (const row of bySource) {
    total.available += row.available;
    total.pending += row.pending;
    total.frozen += row.frozen;
  }
  return {
    ...total,
    sources: bySource.filter((row): row is SourceSums & { source: IncomeSource } => row.source !== ''),
    settling: settling.map((row) => ({ available_at: Number(row.available_at), amount: Number(row.amount) })).filter((row) => row.amount !== 0),
  };
}

/** Transactions with their lines, oldest first; `where` picks them (an order's, a withdrawal's …). */
export async function transactionsWithLines(db: Kysely<Database>, ownerId: number, ids: number[]): Promise<LedgerTransactionView[]> {
  if (ids.length === 0) return [];
  const transactions = await db
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'title_code', 'title_params', 'order_id', 'created_at'])
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const lines = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'account', 'source', 'amount', 'available_at'])
    .where('transaction_id', 'in', ids)
    .orderBy('id')
    .execute();
  return transactions.map(({ title_code, title_params, ...tx }) => ({
    ...tx,
    ...ledgerTitleOf(title_code, title_params),
    lines: lines.filter((line) => line.transaction_id === tx.id).map(({ transaction_id: _, ...line }) => line),
  }));
}

export async function orderTransactions(db: Kysely<Database>, ownerId: number, orderId: number): Promise<LedgerTransactionView[]> {
  const rows = await db.selectFrom('ledger_transactions').select('id').where('owner_id', '=', ownerId).where('order_id', '=', orderId).execute();
  return transactionsWithLines(db, ownerId, rows.map((row) => row.id));
}
