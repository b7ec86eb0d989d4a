/** The request schemas of the funds calls beside the shared forms (docs/api.md "Funds"). */
import { RULE_KEYWORD, Type, type Static } from '@shared/api/schema.ts';
import { INCOME_SOURCES, LEDGER_GROUPS, type LedgerGroup } from '@shared/funds/ledger.ts';
import { choice, QuotedFen } from '@shared/funds/types.ts';

const moment = Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' }));

/** the ledger's filters: its list and its export */
export const LedgerFilters = Type.Object({
  group: Type.Optional(choice(Object.keys(LEDGER_GROUPS) as LedgerGroup[])),
  source: Type.Optional(choice(INCOME_SOURCES)),
  start_at: moment,
  end_at: moment,
});
export type LedgerParams = Static<typeof LedgerFilters>;

export const quoteQuery = { amount: QuotedFen };

export const settleFields = {
  id: Type.Integer({ minimum: 1 }),
  state: choice(['processing', 'paid', 'failed']),
  reason: Type.String({ maxLength: 100, default: '' }),
};
