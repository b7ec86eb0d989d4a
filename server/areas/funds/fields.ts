/** JSON schema fragments of the funds calls (docs/api.md "Funds"). */
import { INCOME_SOURCES, LEDGER_GROUPS, MONEY_RULES } from '@shared/funds/ledger.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';

const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
const fen = { type: 'integer', minimum: 0, maximum: MONEY_RULES.withdrawMax, [RULE_KEYWORD]: `必须是 0 到 ${MONEY_RULES.withdrawMax} 之间的整数（分）` } as const;

export const ledgerFilterQuery = {
  group: oneOf(Object.keys(LEDGER_GROUPS)),
  source: oneOf(INCOME_SOURCES),
  start_at: seconds,
  end_at: seconds,
} as const;

export const withdrawFields = {
  account_id: { type: 'integer', minimum: 1, [RULE_KEYWORD]: '必须是收款账户 id' },
  sources: {
    type: 'array',
    minItems: 1,
    maxItems: INCOME_SOURCES.length,
    items: { type: 'object', properties: { source: oneOf(INCOME_SOURCES), amount: fen }, required: ['source', 'amount'], additionalProperties: false },
    [RULE_KEYWORD]: '必须列出每个收入来源的提现金额',
  },
} as const;

export const quoteQuery = { amount: { ...fen, minimum: 1 } } as const;

export const settleFields = {
  id: { type: 'integer', minimum: 1 },
  state: oneOf(['processing', 'paid', 'failed']),
  reason: { type: 'string', maxLength: 100, default: '' },
} as const;

export const payeeFields = {
  type: oneOf(['person', 'company']),
  name: { type: 'string', minLength: 1, maxLength: 60 },
  id_number: { type: 'string', minLength: 1, maxLength: 30 },
} as const;
