import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABOR_TAX_SOURCE, laborTaxableOn, laborTaxOn, monthlyLaborTax } from './tax.ts';

const yuan = (amount: number) => Math.round(amount * 100);
/** fen of any payment up to 10,000,000 元 */
const income = fc.integer({ min: 0, max: 1_000_000_000 });

describe('laborTaxOn', () => {
  it('withholds the worked examples of decisions.md', () => {
    expect(laborTaxOn(yuan(800))).toBe(0);
    expect(laborTaxOn(yuan(3_000))).toBe(yuan(440));
    expect(laborTaxOn(yuan(4_000))).toBe(yuan(640));
    expect(laborTaxableOn(400_001)).toBe(320_001); // 320,000.8 fen rounded
    expect(laborTaxOn(400_001)).toBe(64_000); // 64,000.2 fen rounded
    expect(laborTaxOn(yuan(5_000))).toBe(yuan(800));
    expect(laborTaxOn(yuan(30_000))).toBe(yuan(5_200));
    expect(laborTaxOn(yuan(100_000))).toBe(yuan(25_000));
  });

  it('takes 800 元 off up to 4,000 元 and 20 % above', () => {
    expect(laborTaxableOn(0)).toBe(0);
    expect(laborTaxableOn(79_999)).toBe(0);
    expect(laborTaxableOn(80_003)).toBe(3);
    expect(laborTaxableOn(400_000)).toBe(320_000);
    expect(laborTaxableOn(400_003)).toBe(320_002); // 320,002.4
  });

  it('meets the bands at 20,000 元 and 50,000 元 of taxable base, rounding half up', () => {
    expect(laborTaxOn(yuan(25_000))).toBe(yuan(4_000)); // base 20,000 元 at 20 %
    expect(laborTaxOn(yuan(25_000) + 1)).toBe(yuan(4_000)); // base 20,000.01 元: 30 % − 2,000 元 = 4,000.003 元
    expect(laborTaxOn(yuan(62_500))).toBe(yuan(13_000)); // base 50,000 元: 30 % − 2,000 元 = 40 % − 7,000 元
    expect(laborTaxOn(2_500_006)).toBe(400_002); // base 2,000,005 fen: 400,001.5 fen rounded up
    expect(laborTaxOn(80_003)).toBe(1); // base 3 fen: 0.6 fen
    expect(laborTaxOn(80_002)).toBe(0); // base 2 fen: 0.4 fen
  });

  it('refuses what is not a whole, non-negative number of fen', () => {
    expect(() => laborTaxOn(-1)).toThrow(RangeError);
    expect(() => laborTaxOn(100.5)).toThrow(RangeError);
    expect(() => laborTaxOn(Number.NaN)).toThrow(RangeError);
    expect(() => laborTaxOn(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('is never negative, never more than 40 % of the income, and never falls as the income grows', () => {
    fc.assert(
      fc.property(income, income, (a, more) => {
        const tax = laborTaxOn(a);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax * 5).toBeLessThanOrEqual(a * 2);
        expect(laborTaxOn(a + more)).toBeGreaterThanOrEqual(tax);
      }),
    );
  });

  it('names its source', () => {
    expect(LABOR_TAX_SOURCE).toContain('2018年第61号');
  });
});

describe('monthlyLaborTax', () => {
  it('taxes a month of the same project as one payment', () => {
    const first = monthlyLaborTax({ income: 0, tax: 0 }, yuan(2_000));
    expect(first).toEqual({ tax: yuan(240), taxable: yuan(1_200) });
    const second = monthlyLaborTax({ income: yuan(2_000), tax: first.tax }, yuan(3_000));
    expect(second).toEqual({ tax: yuan(560), taxable: yuan(4_000) });
    expect(first.tax + second.tax).toBe(laborTaxOn(yuan(5_000)));
  });

  it('withholds nothing when more than the month’s tax was withheld already', () => {
    expect(monthlyLaborTax({ income: yuan(1_000), tax: yuan(200) }, yuan(500))).toEqual({ tax: 0, taxable: yuan(700) });
  });

  it('withholds exactly the tax of the month’s total however the month is split', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000_000 }), { maxLength: 20 }), (payments) => {
        let earlier = { income: 0, tax: 0 };
        for (const payment of payments) {
          const { tax } = monthlyLaborTax(earlier, payment);
          expect(tax).toBeGreaterThanOrEqual(0);
          earlier = { income: earlier.income + payment, tax: earlier.tax + tax };
        }
        expect(earlier.tax).toBe(laborTaxOn(earlier.income));
      }),
    );
  });
});
