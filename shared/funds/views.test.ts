import { describe, expect, it } from 'vitest';
import { dayStartSeconds } from '@shared/format/local-date.ts';
import type { LedgerLineView } from './types.ts';
import { settlementOf, settlingByDay, sourceBalances, withdrawalSteps } from './views.ts';

const NOW = 1_800_000_000;
const line = (account: LedgerLineView['account'], amount: number, available_at = NOW): LedgerLineView => ({ account, source: account === 'income' ? 'knowledge' : '', amount, available_at });

describe('what the funds screens read off the books', () => {
  it('tells a payment pending until its income line becomes available, then settled; nothing for other transactions', () => {
    const payment = { kind: 'payment' as const, lines: [line('buyers', -10_000), line('income', 9_900, NOW + 3_600), line('platform_fee', 100)] };
    expect(settlementOf(payment, NOW)).toEqual({ state: 'pending', available_at: NOW + 3_600 });
    expect(settlementOf(payment, NOW + 3_600)).toEqual({ state: 'settled', available_at: NOW + 3_600 });
    expect(settlementOf({ kind: 'refund', lines: [line('buyers', 500), line('income', -495)] }, NOW)).toBeNull();
    expect(settlementOf({ kind: 'withdrawal', lines: [line('income', -1_000), line('frozen', 1_000)] }, NOW)).toBeNull();
  });

  it('adds up pending income by the local day it settles, soonest first, leaving out days that net to nothing', () => {
    const day1 = dayStartSeconds('2027-01-04');
    const day2 = dayStartSeconds('2027-01-05');
    expect(settlingByDay([
      { available_at: day2 + 60, amount: 300 },
      { available_at: day1 + 10, amount: 100 },
      { available_at: day1 + 7_200, amount: 200 },
      { available_at: day2 + 120, amount: -300 },
    ])).toEqual([{ day: '2027-01-04', amount: 300 }]);
    expect(settlingByDay([])).toEqual([]);
  });

  it('answers a source\'s balances, zeros for a source without income', () => {
    const view = { sources: [{ source: 'knowledge' as const, available: 5, pending: 6, frozen: 7 }] };
    expect(sourceBalances(view, 'knowledge')).toEqual({ available: 5, pending: 6, frozen: 7 });
    expect(sourceBalances(view, 'planet')).toEqual({ available: 0, pending: 0, frozen: 0 });
  });

  it('draws a withdrawal\'s way: requested → processing → paid, or requested → failed', () => {
    const times = { created_at: 100, updated_at: 200 };
    expect(withdrawalSteps({ ...times, state: 'applied' }).map((s) => [s.state, s.status, s.at])).toEqual([['applied', 'current', 100], ['processing', 'todo', null], ['paid', 'todo', null]]);
    expect(withdrawalSteps({ ...times, state: 'processing' }).map((s) => [s.state, s.status, s.at])).toEqual([['applied', 'done', 100], ['processing', 'current', 200], ['paid', 'todo', null]]);
    expect(withdrawalSteps({ ...times, state: 'paid' }).map((s) => [s.state, s.status, s.at])).toEqual([['applied', 'done', 100], ['processing', 'done', null], ['paid', 'done', 200]]);
    expect(withdrawalSteps({ ...times, state: 'failed' }).map((s) => [s.state, s.status, s.at])).toEqual([['applied', 'done', 100], ['failed', 'failed', 200]]);
  });
});
