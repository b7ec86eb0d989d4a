import { describe, expect, it } from 'vitest';
import { yuanToFen } from '@shared/format/currency.ts';
import { AFTERSALE_LIMITS, refundAmountProblem, refundRequestProblem, refundableOf } from './rules.ts';

const DAY = 86_400;
const paidAt = 1_770_000_000;
const order = { status: 'paid' as const, paid_at: paidAt, pay_amount: 19_900, refunded_amount: 0 };

describe('a buyer’s refund request', () => {
  it('may ask for 1 fen up to what is still refundable, within the days after paying', () => {
    expect(refundRequestProblem(order, 1, paidAt + 60, false)).toBeUndefined();
    expect(refundRequestProblem(order, 19_900, paidAt + AFTERSALE_LIMITS.requestDays * DAY, false)).toBeUndefined();
    expect(refundRequestProblem({ ...order, status: 'partially_refunded', refunded_amount: 9_950 }, 9_950, paidAt, false)).toBeUndefined();
  });

  it('is refused past the days, for an amount out of range, and while another waits', () => {
    expect(refundRequestProblem(order, 100, paidAt + AFTERSALE_LIMITS.requestDays * DAY + 1, false)).toBe('tooLate');
    expect(refundRequestProblem(order, 0, paidAt, false)).toBe('amountTooSmall');
    expect(refundRequestProblem(order, 1.5, paidAt, false)).toBe('amountTooSmall');
    expect(refundRequestProblem(order, 19_901, paidAt, false)).toBe('amountTooLarge');
    expect(refundRequestProblem({ ...order, status: 'partially_refunded', refunded_amount: 9_950 }, 9_951, paidAt, false)).toBe('amountTooLarge');
    expect(refundRequestProblem(order, 100, paidAt, true)).toBe('pendingExists');
  });

  it('is refused for an order not paid, free or refunded in full', () => {
    expect(refundRequestProblem({ ...order, paid_at: null }, 100, paidAt, false)).toBe('notPaid');
    expect(refundRequestProblem({ ...order, status: 'closed' }, 100, paidAt, false)).toBe('notPaid');
    expect(refundRequestProblem({ ...order, pay_amount: 0 }, 1, paidAt, false)).toBe('free');
    expect(refundRequestProblem({ ...order, status: 'refunded', refunded_amount: 19_900 }, 1, paidAt, false)).toBe('fullyRefunded');
  });
});

describe('the amount a teacher approves', () => {
  it('is typed in yuan and must be 0.01 up to what is refundable', () => {
    const refundable = refundableOf({ pay_amount: 19_900, refunded_amount: 9_950 });
    expect(refundable).toBe(9_950);
    expect(refundAmountProblem(yuanToFen('99.5'), refundable)).toBeUndefined();
    expect(refundAmountProblem(yuanToFen('0.01'), refundable)).toBeUndefined();
    expect(refundAmountProblem(yuanToFen('99.51'), refundable)).toBe('amountTooLarge');
    expect(refundAmountProblem(yuanToFen('0'), refundable)).toBe('amountTooSmall');
    expect(refundAmountProblem(yuanToFen('1.005'), refundable)).toBe('notAmount');
    expect(refundAmountProblem(yuanToFen('abc'), refundable)).toBe('notAmount');
  });

  it('never finds more refundable than was paid', () => {
    expect(refundableOf({ pay_amount: 100, refunded_amount: 100 })).toBe(0);
    expect(refundableOf({ pay_amount: 100, refunded_amount: 120 })).toBe(0);
  });
});
