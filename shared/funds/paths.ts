/**
 * Funds calls (docs/api.md "Funds"). Spec §2 names the pages only and §7 no call: the paths are ours.
 * Payout accounts and the SMS verification are planet funds' calls (shared/planet-funds/paths.ts), shared by both
 * modes. Writes that move money take an `Idempotency-Key` header.
 */
const FUNDS = '/api/v3/accounting';

export const FUNDS_PATHS = {
  /** GET → BalanceView */
  balance: `${FUNDS}/balance`,
  /** GET page, pageSize, group?, source?, start_at?, end_at? → rows LedgerRow */
  ledger: `${FUNDS}/ledger`,
  /** GET the ledger's filters → an .xlsx of every transaction they find */
  ledgerExport: `${FUNDS}/ledger/export`,
  /** GET amount → WithdrawalQuote */
  withdrawQuote: `${FUNDS}/withdraw/quote`,
  /** POST WithdrawalInput (+ Idempotency-Key) → Withdrawal */
  withdraw: `${FUNDS}/withdraw`,
  /** GET page, pageSize → rows Withdrawal */
  withdrawals: `${FUNDS}/withdrawals`,
  /** GET id → Withdrawal */
  withdrawal: `${FUNDS}/withdrawal`,
  /** POST {id, state: processing | paid | failed, reason?}: development only (LECTERN_DEV_ROUTES=1), the payout channel's answer */
  devSettle: `${FUNDS}/dev/withdrawal/settle`,
  /** GET → Payee | null; POST PayeeInput → Payee (main account, fresh SMS verification) */
  payee: `${FUNDS}/payee`,
  /** GET → rows TaxMonth */
  tax: `${FUNDS}/tax`,
} as const;
