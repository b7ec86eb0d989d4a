/** The ledger's arithmetic: every transaction balances, balances are sums, refunds never exceed. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancesOf,
  feeBackOn,
  paymentLines,
  platformPurchaseLines,
  platformFeeOn,
  refundLines,
  rewardBackOn,
  unbalancedBy,
  withdrawalFailedLines,
  withdrawalFeeOn,
  withdrawalLines,
  withdrawalPaidLines,
  withdrawalProblem,
  MONEY_RULES,
  type LedgerLine,
} from './ledger.ts';

const DAY = 86_400;

describe('fees', () => {
  it('takes the platform fee in basis points, rounded half up', () => {
    expect(platformFeeOn(9_900)).toBe(99);
    expect(platformFeeOn(50)).toBe(1); // 0.5 fen rounds up
    expect(platformFeeOn(49)).toBe(0);
    expect(platformFeeOn(10_000, 250)).toBe(250);
  });

  it('gives back the whole fee across partial refunds that add up to the payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 3_000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (paid, bp, weights) => {
        const fee = platformFeeOn(paid, bp);
        // split `paid` into parts by the weights, the last part taking what rounding left
        const total = weights.reduce((a, b) => a + b, 0);
        const parts = weights.map((w) => Math.floor((paid * w) / total));
        parts[parts.length - 1]! += paid - parts.reduce((a, b) => a + b, 0);
        let refunded = 0;
        let back = 0;
        for (const part of parts) {
          const feeBack = feeBackOn(fee, paid, refunded, part);
          expect(feeBack).toBeGreaterThanOrEqual(0);
          expect(feeBack).toBeLessThanOrEqual(part);
          back += feeBack;
          refunded += part;
        }
        expect(back).toBe(fee);
      }),
    );
  });

  it('takes a share reward back in proportion to refunds, never letting the order’s income below zero, and whole with a full refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (paid, rewardPercent, weights) => {
        const fee = platformFeeOn(paid);
        const reward = Math.min(Math.floor((paid * rewardPercent) / 100), paid - fee);
        const total = weights.reduce((a, b) => a + b, 0);
        const parts = weights.map((w) => Math.max(1, Math.floor((paid * w) / total)));
        parts[parts.length - 1] = Math.max(0, paid - parts.slice(0, -1).reduce((a, b) => a + b, 0));
        let refunded = 0;
        let takenBack = 0;
        let income = paid - fee - reward;
        for (const part of parts.filter((p) => p > 0 && refunded + p <= paid)) {
          income -= part - feeBackOn(fee, paid, refunded, part);
          const back = rewardBackOn({ reward, takenBack, paid, refundedBefore: refunded, refund: part, orderIncome: income });
          expect(back).toBeGreaterThanOrEqual(0);
          // at least the reward's share of what was refunded so far has come back
          expect(takenBack + back).toBeGreaterThanOrEqual(Math.floor((reward * (refunded + part)) / paid));
          takenBack += back;
          income += back;
          refunded += part;
          expect(income).toBeGreaterThanOrEqual(0);
          expect(takenBack).toBeLessThanOrEqual(reward);
        }
        if (refunded === paid) {
          expect(takenBack).toBe(reward);
          expect(income).toBe(0);
        }
      }),
    );
    // the case that went wrong: ¥299.00 with a ¥100.00 reward, ¥298.99 refunded at once
    expect(rewardBackOn({ reward: 10_000, takenBack: 0, paid: 29_900, refundedBefore: 0, refund: 29_899, orderIncome: 29_601 - 10_000 - (29_899 - 298) })).toBe(10_000);
  });

  it('charges 0.1% for a payout, rounded up, at least 0.10 元', () => {
    expect(withdrawalFeeOn(100)).toBe(10);
    expect(withdrawalFeeOn(1_000_000)).toBe(1_000);
    expect(withdrawalFeeOn(1_000_001)).toBe(1_001);
  });
});

/** A random life of one teacher's books: payments, partial refunds, withdrawals paid or failed. */
type Step =
  | { kind: 'pay'; amount: number; feeBp: number }
  | { kind: 'refund'; order: number; share: number }
  | { kind: 'withdraw'; share: number; outcome: 'paid' | 'failed' | 'open'; tax: number }
  | { kind: 'wait'; days: number }
  | { kind: 'saas'; share: number; refunded: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 2_000_000 }), feeBp: fc.integer({ min: 0, max: 2_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), share: fc.integer({ min: 1, max: 100 }), outcome: fc.constantFrom('paid' as const, 'failed' as const, 'open' as const), tax: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ kind: fc.constant('saas' as const), share: fc.integer({ min: 1, max: 100 }), refunded: fc.boolean() }),
);

describe('a teacher’s books', () => {
  it('balance in every transaction, and the balances are what the lines say, never below zero where money left', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let now = 1_767_225_600;
        const lines: LedgerLine[] = [];
        const orders: { paid: number; fee: number; refunded: number; availableAt: number }[] = [];
        let paidIn = 0;
        let refundedOut = 0;
        let paidOut = 0;
        let boughtServices = 0;
        const post = (transaction: LedgerLine[]) => {
          expect(unbalancedBy(transaction)).toBe(0);
          lines.push(...transaction);
        };
        for (const s of steps) {
          if (s.kind === 'wait') now += s.days * DAY;
          else if (s.kind === 'pay') {
            const fee = platformFeeOn(s.amount, s.feeBp);
            const availableAt = now + MONEY_RULES.settlementDays * DAY;
            post(paymentLines(s.amount, fee, now, availableAt, 'knowledge'));
            orders.push({ paid: s.amount, fee, refunded: 0, availableAt });
            paidIn += s.amount;
          } else if (s.kind === 'refund' && orders.length > 0) {
            const order = orders[s.order % orders.length]!;
            const left = order.paid - order.refunded;
            const amount = Math.ceil((left * s.share) / 100);
            if (amount < 1) continue;
            const feeBack = feeBackOn(order.fee, order.paid, order.refunded, amount);
            const { available } = balancesOf(lines, now);
            if (order.availableAt <= now && available < amount - feeBack) continue; // the server refuses it
            post(refundLines(amount, feeBack, now, order.availableAt, 'knowledge'));
            order.refunded += amount;
            refundedOut += amount;
            expect(order.refunded).toBeLessThanOrEqual(order.paid);
          } else if (s.kind === 'withdraw') {
            const { available } = balancesOf(lines, now);
            const amount = Math.floor((available * s.share) / 100);
            if (amount < MONEY_RULES.withdrawMin) continue;
            const parts = [{ source: 'knowledge' as const, amount }];
            post(withdrawalLines(parts, now));
            if (s.outcome === 'paid') {
              const fee = withdrawalFeeOn(amount);
              const tax = Math.floor(((amount - fee) * s.tax) / 100);
              post(withdrawalPaidLines(parts, fee, tax, now));
              paidOut += amount - fee - tax;
            } else if (s.outcome === 'failed') post(withdrawalFailedLines(parts, now));
          } else if (s.kind === 'saas') {
            const amount = Math.floor((balancesOf(lines, now).available * s.share) / 100);
            if (amount < 1) continue;
            post(platformPurchaseLines(amount, now, 'planet'));
            if (s.refunded) post(platformPurchaseLines(-amount, now, 'planet'));
            else boughtServices += amount;
          }
          const balances = balancesOf(lines, now);
          expect(balances.available).toBeGreaterThanOrEqual(0);
          expect(balances.pending).toBeGreaterThanOrEqual(0);
          expect(balances.frozen).toBeGreaterThanOrEqual(0);
        }
        // the whole book sums to zero, and each outside account holds what crossed it
        expect(unbalancedBy(lines)).toBe(0);
        const sumOf = (account: LedgerLine['account']) => lines.filter((l) => l.account === account).reduce((a, l) => a + l.amount, 0);
        expect(sumOf('buyers') + paidIn - refundedOut).toBe(0);
        expect(sumOf('payout')).toBe(paidOut);
        expect(sumOf('platform_sales')).toBe(boughtServices);
        const far = balancesOf(lines, now + 365 * DAY);
        expect(far.pending).toBe(0);
        expect(far.available + far.frozen).toBe(sumOf('income') + sumOf('frozen'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('withdrawal limits', () => {
  const none = { count: 0, amount: 0 };
  it('asks for at least 1 元 and at most 50,000 元, within the day’s limits and the available balance', () => {
    expect(withdrawalProblem(99, 10_000, none)).toEqual({ code: 'belowMin', min: 100 });
    expect(withdrawalProblem(5_000_001, 99_000_000, none)).toEqual({ code: 'aboveMax', max: 5_000_000 });
    expect(withdrawalProblem(100, 10_000, { count: 3, amount: 300 })).toEqual({ code: 'dailyCount', count: 3 });
    expect(withdrawalProblem(5_000_000, 99_000_000, { count: 2, amount: 6_000_000 })).toEqual({ code: 'dailyAmount', left: 4_000_000 });
    expect(withdrawalProblem(10_001, 10_000, none)).toEqual({ code: 'overAvailable', available: 10_000 });
    expect(withdrawalProblem(10_000, 10_000, none)).toBeNull();
  });
});
