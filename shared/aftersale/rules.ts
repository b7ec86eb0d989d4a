/**
 * The after-sale rules both sides check (docs/decisions.md "After-sale"). A rule answers a code; the
 * server words it in Chinese (server/areas/aftersale/problem-texts.ts), the console in the user's language.
 */
import type { OrderStatus } from '@shared/orders/types.ts';

export const AFTERSALE_LIMITS = {
  /** characters of a buyer's refund reason and of the teacher's reason for a rejection */
  reasonMax: 200,
  /** characters of a buyer's complaint */
  appealMax: 500,
  /** characters of the teacher's reply to a complaint */
  replyMax: 500,
  /** a buyer may ask for a refund within this many days of paying */
  requestDays: 7,
  /** evidence pictures per complaint */
  picturesMax: 6,
  /** bytes of one evidence picture */
  pictureBytesMax: 2 * 1024 * 1024,
  /** pixels of one evidence picture (width × height) */
  picturePixelsMax: 4096 * 4096,
  /** characters of the lists' search */
  keywordMax: 40,
} as const;

type OrderMoney = { status: OrderStatus; paid_at: number | null; pay_amount: number; refunded_amount: number };

/** What can still be refunded of an order: what was paid less what was refunded. */
export function refundableOf(order: Pick<OrderMoney, 'pay_amount' | 'refunded_amount'>): number {
  return Math.max(0, order.pay_amount - order.refunded_amount);
}

export type RefundRequestProblem = 'notPaid' | 'free' | 'fullyRefunded' | 'tooLate' | 'pendingExists' | 'amountTooSmall' | 'amountTooLarge';

/**
 * Why a buyer may not ask for `amount` fen back now, or undefined: only a paid or partly refunded order, within
 * `requestDays` of its payment, one waiting request per order, at least 1 fen and at most what is refundable.
 */
export function refundRequestProblem(order: OrderMoney, amount: number, now: number, pendingExists: boolean): RefundRequestProblem | undefined {
  if (order.paid_at === null || order.status === 'closed') return 'notPaid';
  if (order.pay_amount === 0) return 'free';
  if (order.status === 'refunded' || refundableOf(order) === 0) return 'fullyRefunded';
  if (now > order.paid_at + AFTERSALE_LIMITS.requestDays * 86_400) return 'tooLate';
  if (pendingExists) return 'pendingExists';
  if (!Number.isSafeInteger(amount) || amount < 1) return 'amountTooSmall';
  if (amount > refundableOf(order)) return 'amountTooLarge';
  return undefined;
}

export type RefundAmountProblem = 'notAmount' | 'amountTooSmall' | 'amountTooLarge';

/** The amount the teacher approves (fen, or null for text that is no amount): at least 1 fen, at most what is refundable. */
export function refundAmountProblem(fen: number | null, refundable: number): RefundAmountProblem | undefined {
  if (fen === null) return 'notAmount';
  if (fen < 1) return 'amountTooSmall';
  if (fen > refundable) return 'amountTooLarge';
  return undefined;
}
