/**
 * Individual income tax the platform withholds when it pays an individual teacher: 劳务报酬 withheld in
 * advance (预扣预缴) as the withholding rules say. A company payee invoices the platform instead and nothing is
 * withheld; that choice is the caller's. All amounts are integer fen and the arithmetic stays in integers — a float
 * would round 0.2 × 320001 one fen either way depending on the order of operations.
 */

export const LABOR_TAX_SOURCE = '国家税务总局公告2018年第61号《个人所得税扣缴申报管理办法（试行）》第八条；《中华人民共和国个人所得税法实施条例》第十四条';

/** fen: a payment up to 4,000 元 has 800 元 deducted, a larger one 20 % of itself. */
const FLAT_DEDUCTION_UP_TO = 400_000;
const FLAT_DEDUCTION = 80_000;

/** 居民个人劳务报酬所得预扣预缴率表: up to a taxable base (fen), the rate in percent and the quick deduction (fen). */
const LABOR_RATES = [
  { upTo: 2_000_000, percent: 20, quickDeduction: 0 },
  { upTo: 5_000_000, percent: 30, quickDeduction: 200_000 },
  { upTo: Infinity, percent: 40, quickDeduction: 700_000 },
] as const;

/** fen: the largest income the integer arithmetic below keeps exact (64 × income stays a safe integer). */
const INCOME_MAX = Math.floor(Number.MAX_SAFE_INTEGER / 64);

/** n / d rounded half up, for n ≥ 0 and d > 0, in integers. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

function assertIncome(incomeFen: number): void {
  if (!Number.isSafeInteger(incomeFen) || incomeFen < 0 || incomeFen > INCOME_MAX) throw new RangeError(`income must be whole fen from 0 to ${INCOME_MAX}: ${incomeFen}`);
}

/** The taxable base (预扣预缴应纳税所得额) of one payment of `incomeFen`: income − 800 元 up to 4,000 元, else 80 % of it to the fen. */
export function laborTaxableOn(incomeFen: number): number {
  assertIncome(incomeFen);
  if (incomeFen <= FLAT_DEDUCTION_UP_TO) return Math.max(0, incomeFen - FLAT_DEDUCTION);
  return divideRounded(incomeFen * 4, 5);
}

/** The tax withheld on one payment of `incomeFen`: base × rate − quick deduction, rounded half up to the fen. */
export function laborTaxOn(incomeFen: number): number {
  const taxable = laborTaxableOn(incomeFen);
  const band = LABOR_RATES.find((rate) => taxable <= rate.upTo) ?? LABOR_RATES[2];
  // the quick deductions make the bands meet, so base × rate ≥ the deduction in every band but the first (where it is 0)
  return Math.max(0, divideRounded(taxable * band.percent - band.quickDeduction * 100, 100));
}

/**
 * The tax to withhold on a payment of `income` when the same teacher was already paid `earlier.income` for the same
 * project in the same calendar month (China time), of which `earlier.tax` was withheld: a month's payments of one
 * project are one payment (属于同一项目连续性收入的，以一个月内取得的收入为一次), so the month's total is taxed and what
 * was withheld already is subtracted. `taxable` is the base of the month's total.
 */
export function monthlyLaborTax(earlier: { income: number; tax: number }, income: number): { tax: number; taxable: number } {
  assertIncome(earlier.income);
  assertIncome(income);
  const total = earlier.income + income;
  return { tax: Math.max(0, laborTaxOn(total) - earlier.tax), taxable: laborTaxableOn(total) };
}
