/** The platform's money settings (LECTERN_SETTLEMENT_DAYS, LECTERN_PLATFORM_FEE_BP; defaults in MONEY_RULES). */
import { MONEY_RULES } from '@shared/funds/ledger.ts';

export type MoneyOptions = {
  /** days income is held before it can be withdrawn */
  settlementDays: number;
  /** the technical service fee on each payment, basis points */
  platformFeeBp: number;
};

export const DEFAULT_MONEY_OPTIONS: MoneyOptions = { settlementDays: MONEY_RULES.settlementDays, platformFeeBp: MONEY_RULES.platformFeeBp };
