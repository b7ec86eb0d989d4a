/** Tables of the funds area, merged into Database in server/db/schema.ts. Times unix seconds; money fen. */
import type { Generated } from 'kysely';
import type { IncomeSource, LedgerAccount, LedgerKind } from '@shared/funds/ledger.ts';
import type { PayeeType, WithdrawalState } from '@shared/funds/types.ts';
import type { LedgerTitleCode } from '@shared/funds/titles.ts';

/** one balanced set of ledger lines: a payment, a refund, a withdrawal step … */
interface LedgerTransactionsTable {
  id: Generated<number>;
  owner_id: number;
  kind: LedgerKind;
  /** what it was: a code of shared/funds/titles.ts and its parameters, a JSON object of strings (migration 058) */
  title_code: LedgerTitleCode;
  title_params: string;
  /** the order it belongs to, for payments and refunds */
  order_id: number | null;
  /** what else it belongs to: 'withdrawal', 'refund', 'saas_order' … with its id */
  ref_type: Generated<string>;
  ref_id: number | null;
  /** the planet it belongs to: planet income, member refunds (migration 038) */
  planet_id: Generated<number | null>;
  created_at: number;
}

interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  owner_id: number;
  account: LedgerAccount;
  /** '' outside income and frozen lines */
  source: Generated<IncomeSource | ''>;
  amount: number;
  available_at: number;
  created_at: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  owner_id: number;
  account_id: number | null;
  account_label: string;
  amount: number;
  fee: number;
  tax: number;
  state: WithdrawalState;
  failure_reason: Generated<string>;
  /** the China-time month (YYYYMM) whose income the tax was worked out on */
  tax_month: number;
  created_at: number;
  updated_at: number;
}

/** what a withdrawal draws from each income source (one row per source; hybrid withdrawals have several) */
interface WithdrawalSourcesTable {
  withdrawal_id: number;
  source: IncomeSource;
  amount: number;
}

/** the verified payee of a teacher's payouts: a person or a company (/accounting/balance/indentify) */
interface PayeesTable {
  owner_id: number;
  type: PayeeType;
  name: string;
  /** resident ID (person) or unified social credit code (company), normalised */
  id_number: string;
  verified_at: number;
  updated_at: number;
}

/** a write that moves money, answered once per key (server/db/idempotency.ts) */
interface IdempotencyKeysTable {
  owner_id: number;
  scope: string;
  key: string;
  fingerprint: string;
  /** the JSON answer, '' while the first request is still running */
  result: string;
  created_at: number;
}

export interface FundsTables {
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  withdrawals: WithdrawalsTable;
  withdrawal_sources: WithdrawalSourcesTable;
  payees: PayeesTable;
  idempotency_keys: IdempotencyKeysTable;
}
