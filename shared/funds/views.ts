/**
 * What the funds screens read off the books, kept out of the components so it is tested: when a payment
 * settles, the settling schedule by day, a withdrawal's steps, a source's balances.
 */
import { localDate } from '@shared/format/local-date.ts';
import type { Balances, IncomeSource } from './ledger.ts';
import type { BalanceView, LedgerTransactionView, Withdrawal, WithdrawalState } from './types.ts';

export type Settlement = { state: 'pending' | 'settled'; available_at: number };

/**
 * When a payment's income can be withdrawn: its income line's `available_at`, pending until then and settled from
 * then on. Null for a transaction that brought no income (a refund, a withdrawal).
 */
export function settlementOf(tx: Pick<LedgerTransactionView, 'kind' | 'lines'>, now: number): Settlement | null {
  if (tx.kind !== 'payment' && tx.kind !== 'reward') return null;
  const income = tx.lines.find((line) => line.account === 'income' && line.amount > 0);
  if (!income) return null;
  return { state: income.available_at > now ? 'pending' : 'settled', available_at: income.available_at };
}

/** Pending income by the local day it becomes available, soonest first ('YYYY-MM-DD'). */
export function settlingByDay(settling: BalanceView['settling']): { day: string; amount: number }[] {
  const days = new Map<string, number>();
  for (const part of [...settling].sort((a, b) => a.available_at - b.available_at)) {
    const day = localDate(part.available_at);
    days.set(day, (days.get(day) ?? 0) + part.amount);
  }
  return [...days].filter(([, amount]) => amount !== 0).map(([day, amount]) => ({ day, amount }));
}

/** One source's balances (zeros for a source without income yet). */
export function sourceBalances(view: Pick<BalanceView, 'sources'>, source: IncomeSource): Balances {
  const found = view.sources.find((part) => part.source === source);
  return { available: found?.available ?? 0, pending: found?.pending ?? 0, frozen: found?.frozen ?? 0 };
}

export type WithdrawalStep = {
  state: WithdrawalState;
  /** done, where it is now, still to come, or where it failed */
  status: 'done' | 'current' | 'todo' | 'failed';
  /** when it got there, where known (the withdrawal keeps its first and its last time) */
  at: number | null;
};

/**
 * A withdrawal's way: 已申请 → 处理中 → 已到账, or 已申请 → 已失败 (the money back in the balance). The withdrawal
 * records when it was asked for and when it last changed, so a step in between that is done shows no time.
 */
export function withdrawalSteps(w: Pick<Withdrawal, 'state' | 'created_at' | 'updated_at'>): WithdrawalStep[] {
  switch (w.state) {
    case 'applied':
      return [
        { state: 'applied', status: 'current', at: w.created_at },
        { state: 'processing', status: 'todo', at: null },
        { state: 'paid', status: 'todo', at: null },
      ];
    case 'processing':
      return [
        { state: 'applied', status: 'done', at: w.created_at },
        { state: 'processing', status: 'current', at: w.updated_at },
        { state: 'paid', status: 'todo', at: null },
      ];
    case 'paid':
      return [
        { state: 'applied', status: 'done', at: w.created_at },
        { state: 'processing', status: 'done', at: null },
        { state: 'paid', status: 'done', at: w.updated_at },
      ];
    case 'failed':
      return [
        { state: 'applied', status: 'done', at: w.created_at },
        { state: 'failed', status: 'failed', at: w.updated_at },
      ];
  }
}
