import { describe, expect, it } from 'vitest';
import { fenToTyped, fenToYuan, formatCurrency, formatFen, formatNumber, yuanToFen } from './currency.ts';

describe('currency display (spec §5: thousands separators)', () => {
  it('inserts a separator every three digits and shows two decimals', () => {
    expect(formatCurrency(0)).toBe('¥0.00');
    expect(formatCurrency(999.5)).toBe('¥999.50');
    expect(formatCurrency(1000)).toBe('¥1,000.00');
    expect(formatCurrency(1234567.891)).toBe('¥1,234,567.89');
    expect(formatCurrency(100_000_000)).toBe('¥100,000,000.00');
  });

  it('rounds half away from zero on the decimal value, not its binary approximation', () => {
    expect(formatCurrency(1.005)).toBe('¥1.01');
    expect(formatCurrency(0.125)).toBe('¥0.13');
    expect(formatCurrency(999.995)).toBe('¥1,000.00');
    expect(formatCurrency(-1.005)).toBe('-¥1.01');
  });

  it('puts the sign before the symbol and never shows minus zero', () => {
    expect(formatCurrency(-1234.5)).toBe('-¥1,234.50');
    expect(formatCurrency(-0.001)).toBe('¥0.00');
    expect(formatCurrency(-0)).toBe('¥0.00');
  });

  it('takes another symbol or number of decimals', () => {
    expect(formatCurrency(1234.5, { currency: '$' })).toBe('$1,234.50');
    expect(formatCurrency(1234.5, { currency: '' })).toBe('1,234.50');
    expect(formatCurrency(1234.5, { decimals: 0 })).toBe('¥1,235');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatCurrency(Number.NaN)).toBe('—');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('converts the API’s fen to yuan', () => {
    expect(fenToYuan(19_900)).toBe(199);
    expect(formatFen(19_900)).toBe('¥199.00');
    expect(formatFen(123_456_789)).toBe('¥1,234,567.89');
    expect(formatFen(5)).toBe('¥0.05');
  });
});

describe('formatNumber', () => {
  it('groups whole numbers', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-98765)).toBe('-98,765');
  });

  it('reads yuan as typed, and writes fen back the way it reads them', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('1')).toBe(100);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    for (const fen of [0, 1, 10, 99, 100, 1250, 1205, 19_900, 123_456_789]) expect(yuanToFen(fenToTyped(fen))).toBe(fen);
    expect(fenToTyped(1250)).toBe('12.5');
    expect(fenToTyped(1205)).toBe('12.05');
    expect(fenToTyped(19_900)).toBe('199');
  });
});
