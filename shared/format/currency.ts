/**
 * spec §5: currency display inserts thousands separators. Money is grouped with ',' in every locale (Chinese
 * and English write it the same way), so the figures never depend on the browser's own locale.
 */

const DASH = '—';

/** `value` with `decimals` digits after the point (rounded half away from zero) and ',' between thousands. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return DASH;
  const scale = 10 ** decimals;
  // toPrecision(15) drops the binary noise first: 1.005 * 100 is 100.49999999999999, meant as 100.5
  const units = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const whole = Math.floor(units / scale);
  const fraction = decimals > 0 ? `.${String(units - whole * scale).padStart(decimals, '0')}` : '';
  const grouped = whole.toLocaleString('en-US', { useGrouping: true, maximumFractionDigits: 0 });
  return `${value < 0 && units > 0 ? '-' : ''}${grouped}${fraction}`;
}

export type CurrencyOptions = { currency?: string; decimals?: number };

/** An amount of yuan for display: `formatCurrency(1234567.5)` → '¥1,234,567.50', negative '-¥12.00'. */
export function formatCurrency(value: number, { currency = '¥', decimals = 2 }: CurrencyOptions = {}): string {
  const number = formatNumber(value, decimals);
  if (number === DASH) return DASH;
  return number.startsWith('-') ? `-${currency}${number.slice(1)}` : `${currency}${number}`;
}

/** The API keeps money in fen (分, integers, e.g. a planet's `price`); 100 fen are 1 yuan. */
export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** An amount of fen for display: `formatFen(19900)` → '¥199.00'. */
export function formatFen(fen: number, options?: CurrencyOptions): string {
  return formatCurrency(fenToYuan(fen), options);
}

/** '12.5' 元 as typed → fen, or null for text that is no amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** fen as a form shows it for editing: 1250 → '12.5', 100 → '1', 0 → '0' (what yuanToFen reads back). */
export function fenToTyped(fen: number): string {
  const whole = Math.trunc(fen / 100);
  const cents = fen % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
