/**
 * Summaries the server words itself (docs/decisions.md "Generated texts in the reader's language"): a line stores
 * a code and its parameters and the reader's catalogue makes the sentence (`oplog.summary.<code>`); `summary`
 * then is ''. A summary that names a record (a typed name or title) is stored as typed, with no code.
 */
import { interpolate } from '@shared/i18n/interpolate.ts';

export const SUMMARY_CODES = ['batch', 'login.password', 'login.sms'] as const;
export type SummaryCode = (typeof SUMMARY_CODES)[number];

/** a summary as the recorder writes it: the code with exactly its parameters */
export type GeneratedSummary = { code: 'batch'; params: { count: number } } | { code: 'login.password' | 'login.sms'; params: Record<string, never> };

/** a line's summary as stored and answered */
export type SummaryView = { summary: string; summary_code: SummaryCode | ''; summary_params: Record<string, string | number> };

export const isSummaryCode = (value: string): value is SummaryCode => (SUMMARY_CODES as readonly string[]).includes(value);

/** The stored columns as a view; a code this reader does not know shows what was stored, never an unknown key. */
export function summaryOfColumns(summary: string, code: string, params: string): SummaryView {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    parsed = {};
  }
  const values: Record<string, string | number> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return isSummaryCode(code) ? { summary, summary_code: code, summary_params: values } : { summary, summary_code: '', summary_params: {} };
}

/** The summary in a catalogue's words: the code's sentence, or what was stored. */
export function summaryText(texts: (key: `oplog.summary.${SummaryCode}`) => string, line: SummaryView): string {
  return line.summary_code === '' ? line.summary : interpolate(texts(`oplog.summary.${line.summary_code}`), line.summary_params);
}
