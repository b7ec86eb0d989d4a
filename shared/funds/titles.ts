/**
 * What a ledger transaction says it was (docs/decisions.md "Generated texts in the reader's language"). The server
 * stores a code and its parameters, never the sentence: the parameters are what someone typed or named (a product's
 * title, a nickname, an account's label, a failure reason), the sentence around them is the reader's language's
 * (`funds.title.<code>` in the funds catalogues). `text` holds a description as it was written, kept when an old
 * sentence was not one the server makes.
 */
import { Type, type Static } from '@shared/api/schema.ts';
import { interpolate } from '@shared/i18n/interpolate.ts';
import type { FundsMessageKey } from './texts-zh-CN.ts';

/** each code with the names of its parameters */
const LEDGER_TITLE_PARAMS = {
  'payment.order': ['product'],
  'payment.planet': ['planet'],
  'refund.aftersale': ['product'],
  'refund.group': ['product'],
  'refund.order': ['product'],
  'refund.member': ['member', 'planet'],
  reward: ['sharer'],
  'reward.back.full': [],
  'reward.back.partial': [],
  withdrawal: ['account'],
  'withdrawal.paid': ['account'],
  'withdrawal.failed': ['reason'],
  'withdrawal.failed.payout': [],
  'purchase.year': ['name'],
  purchase: ['name'],
  'purchase.refund': ['name'],
  text: ['text'],
} as const satisfies Record<string, readonly string[]>;

export type LedgerTitleCode = keyof typeof LEDGER_TITLE_PARAMS;

type ParamsOf<C extends LedgerTitleCode> = { [P in (typeof LEDGER_TITLE_PARAMS)[C][number]]: string };

/** a title as the services write it: the code with exactly its parameters */
export type LedgerTitle = { [C in LedgerTitleCode]: { code: C; params: ParamsOf<C> } }[LedgerTitleCode];

/** a title as it is stored and answered: the code and its parameters by name */
export const LedgerTitleView = Type.Object({
  title_code: Type.Enum(Object.keys(LEDGER_TITLE_PARAMS) as LedgerTitleCode[], { type: 'string' }),
  title_params: Type.Record(Type.String(), Type.String()),
});
export type LedgerTitleView = Static<typeof LedgerTitleView>;

const ledgerTitleKey = (code: LedgerTitleCode): FundsMessageKey => `funds.title.${code}`;

function isLedgerTitleCode(value: string): value is LedgerTitleCode {
  return Object.hasOwn(LEDGER_TITLE_PARAMS, value);
}

/** The stored columns as a view; a code the reader does not know shows its parameters rather than nothing. */
export function ledgerTitleOf(code: string, params: string): LedgerTitleView {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    parsed = {};
  }
  const values: Record<string, string> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') values[name] = value;
  }
  if (isLedgerTitleCode(code)) return { title_code: code, title_params: values };
  return { title_code: 'text', title_params: { text: Object.values(values).join(' ') } };
}

/** The sentence of a title in a catalogue (the console's `t`, or the server's export picking a locale's texts). */
export function ledgerTitleText(texts: (key: FundsMessageKey) => string, title: LedgerTitleView): string {
  return interpolate(texts(ledgerTitleKey(title.title_code)), title.title_params);
}
