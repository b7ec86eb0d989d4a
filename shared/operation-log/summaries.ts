/**
 * Summaries the server words itself (docs/decisions.md "Generated texts in the reader's language"): a line stores
 * a code and its parameters and the reader's catalogue makes the sentence (`oplog.summary.<code>`). The parameters
 * are what someone typed or named (a staff name, an order number, a payout account's label) and figures; `summary`
 * then holds the typed ones joined by a space, for the keyword search only. A summary that just names a record (a
 * typed name or title) is stored as typed, with no code.
 */
import { Type, type Static } from '@shared/api/schema.ts';
import { interpolate, type MessageParams } from '@shared/i18n/interpolate.ts';
import { formatFen } from '@shared/format/currency.ts';
import { MODULE_KEYS, type ModuleKey } from '@shared/menu/modules.ts';

/** what an edit of a staff account changed, each worded `oplog.change.<change>` with the line's parameters */
export const STAFF_CHANGES = ['nickname', 'role', 'password'] as const;
export type StaffChange = (typeof STAFF_CHANGES)[number];

/**
 * What a parameter is: `text` typed or named (kept in `summary` for the search), `count` a figure, `fen` an amount
 * formatted when read (the same ¥ format in every language, shared/format/currency.ts), `changes` a staff edit's
 * changes, `modules` module keys worded by their screen names.
 */
type ParamValues = { text: string; count: number; fen: number; changes: StaffChange[]; modules: ModuleKey[] };
type ParamKind = keyof ParamValues;

/** each code with its parameters' kinds */
const SUMMARY_PARAMS = {
  batch: { count: 'count' },
  'login.password': {},
  'login.sms': {},
  'aftersale.approve': { order: 'text', amount: 'fen' },
  'aftersale.reject': { order: 'text', reason: 'text' },
  'payee.person': { name: 'text' },
  'payee.company': { name: 'text' },
  'order.create': { product: 'text', order: 'text' },
  'order.close': { order: 'text' },
  'order.pay': { order: 'text' },
  'order.refund': { order: 'text', product: 'text' },
  'withdraw.request': { amount: 'fen', account: 'text' },
  'withdraw.processing': { amount: 'fen' },
  'withdraw.paid': { amount: 'fen' },
  'withdraw.failed': { amount: 'fen' },
  'staff.create': { name: 'text', role: 'text' },
  'staff.update': { name: 'text', nickname: 'text', role: 'text', changes: 'changes' },
  'staff.update.none': { name: 'text' },
  'staff.enable': { name: 'text' },
  'staff.disable': { name: 'text' },
  'staff.delete': { name: 'text', phone: 'text' },
  'role.create': { name: 'text', modules: 'count' },
  'role.update': { name: 'text', modules: 'count', staff: 'count' },
  'role.delete': { name: 'text' },
  'apikey.create': { name: 'text', scopes: 'modules' },
  'apikey.revoke': { name: 'text', prefix: 'text' },
  'payout.create': { account: 'text' },
  'payout.update': { account: 'text' },
  'payout.update.label': { before: 'text', after: 'text' },
  'payout.delete': { account: 'text' },
  'payout.default': { account: 'text' },
  'funds.verify': {},
  'member.refund': { amount: 'fen', member: 'text', planet: 'text' },
} as const satisfies Record<string, Record<string, ParamKind>>;

export type SummaryCode = keyof typeof SUMMARY_PARAMS;

type ParamsOf<C extends SummaryCode> = { -readonly [P in keyof (typeof SUMMARY_PARAMS)[C]]: ParamValues[(typeof SUMMARY_PARAMS)[C][P] & ParamKind] };

/** a summary as the services write it: the code with exactly its parameters */
export type GeneratedSummary = { [C in SummaryCode]: { code: C; params: ParamsOf<C> } }[SummaryCode];

/** a line's summary as stored and answered */
export const SummaryView = Type.Object({
  summary: Type.String(),
  summary_code: Type.Union([Type.Enum(Object.keys(SUMMARY_PARAMS) as SummaryCode[]), Type.Literal('')]),
  summary_params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Array(Type.String())])),
});
export type SummaryView = Static<typeof SummaryView>;
type SummaryParam = SummaryView['summary_params'][string];

/** the catalogue keys a summary may be worded with */
export type SummaryKey = `oplog.summary.${SummaryCode}` | `oplog.change.${StaffChange}` | `oplog.module.${ModuleKey}` | 'oplog.list.clauses' | 'oplog.list.items';

const isSummaryCode = (value: string): value is SummaryCode => Object.hasOwn(SUMMARY_PARAMS, value);

const kindsOf = (code: SummaryCode): Record<string, ParamKind | undefined> => SUMMARY_PARAMS[code];

/** The typed parameters, once each, joined by a space: what `summary` holds for a coded line. */
export function typedWordsOf(summary: GeneratedSummary): string {
  const kinds = kindsOf(summary.code);
  const params: Record<string, SummaryParam> = summary.params;
  const words = Object.entries(params).flatMap(([name, value]) => (kinds[name] === 'text' && typeof value === 'string' && value !== '' ? [value] : []));
  return [...new Set(words)].join(' ');
}

/** The stored columns as a view; a code this reader does not know shows what was stored, never an unknown key. */
export function summaryOfColumns(summary: string, code: string, params: string): SummaryView {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    parsed = {};
  }
  const values: Record<string, SummaryParam> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) values[name] = value as string[];
    }
  }
  return isSummaryCode(code) ? { summary, summary_code: code, summary_params: values } : { summary, summary_code: '', summary_params: {} };
}

const isStaffChange = (value: string): value is StaffChange => (STAFF_CHANGES as readonly string[]).includes(value);
const isModuleKey = (value: string): value is ModuleKey => (MODULE_KEYS as readonly string[]).includes(value);

/** a list parameter in words: each item's own text, an item this reader does not know as stored */
function listText(texts: (key: SummaryKey) => string, kind: ParamKind | undefined, items: string[], scalars: MessageParams): string {
  if (kind === 'changes') return items.map((item) => (isStaffChange(item) ? interpolate(texts(`oplog.change.${item}`), scalars) : item)).join(texts('oplog.list.clauses'));
  return items.map((item) => (isModuleKey(item) ? texts(`oplog.module.${item}`) : item)).join(texts('oplog.list.items'));
}

/** The summary in a catalogue's words: a coded line by its code (its `summary` is for the search), else what was stored. */
export function summaryText(texts: (key: SummaryKey) => string, line: SummaryView): string {
  if (line.summary_code === '') return line.summary;
  const kinds = kindsOf(line.summary_code);
  const scalars: MessageParams = {};
  for (const [name, value] of Object.entries(line.summary_params)) {
    if (!Array.isArray(value)) scalars[name] = kinds[name] === 'fen' && typeof value === 'number' ? formatFen(value) : value;
  }
  const params: MessageParams = { ...scalars };
  for (const [name, value] of Object.entries(line.summary_params)) if (Array.isArray(value)) params[name] = listText(texts, kinds[name], value, scalars);
  return interpolate(texts(`oplog.summary.${line.summary_code}`), params);
}
