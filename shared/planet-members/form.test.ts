import { describe, expect, it } from 'vitest';
import { defaultPlanetMenu } from './rules.ts';
import { lastDays } from '@shared/format/china-days.ts';
import { checkRefundForm, chinaDate, menuFormProblems, trendTotals } from './form.ts';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe('members screens’ form logic', () => {
  it('turns a refund form into fen and a trimmed reason, or names what is wrong', () => {
    expect(checkRefundForm('199', ' 不想学了 ', 19_900, yuan)).toEqual({ amount: 19_900, reason: '不想学了' });
    expect(checkRefundForm('99.5', '部分退款', 19_900, yuan)).toEqual({ amount: 9_950, reason: '部分退款' });
    expect(checkRefundForm('199.01', '多退', 19_900, yuan)).toEqual({ amountProblem: { key: 'planet.members.refundAmountTooLarge', params: { max: '¥199.00' } } });
    expect(checkRefundForm('0', '', 19_900, yuan)).toEqual({ amountProblem: { key: 'planet.members.refundAmountZero' }, reasonProblem: { key: 'planet.members.refundReasonEmpty' } });
    expect(checkRefundForm('1.234', 'x', 19_900, yuan)).toEqual({ amountProblem: { key: 'planet.members.refundAmountInvalid' } });
    expect(checkRefundForm('1', '长'.repeat(101), 19_900, yuan)).toEqual({ reasonProblem: { key: 'planet.members.refundReasonTooLong', params: { max: 100 } } });
  });

  it('marks empty, long and repeated menu names and a menu with nothing shown', () => {
    const menu = defaultPlanetMenu();
    expect(menuFormProblems(menu)).toEqual({ names: {}, noneVisible: false });
    const bad = menu.map((item) =>
      item.key === 'feed' ? { ...item, name: '' } : item.key === 'ask' ? { ...item, name: '一二三四五六七' } : item.key === 'special' ? { ...item, name: '专栏' } : item,
    );
    expect(menuFormProblems(bad).names).toEqual({
      feed: { code: 'menuNameEmpty', key: 'feed' },
      ask: { code: 'menuNameTooLong', key: 'ask', max: 6 },
      column: { code: 'menuNameDuplicate', key: 'column' },
      special: { code: 'menuNameDuplicate', key: 'special' },
    });
    expect(menuFormProblems(menu.map((item) => ({ ...item, visible: 0 as const }))).noneVisible).toBe(true);
  });

  it('names China-time dates and the last N days', () => {
    // 2026-01-04 17:30 UTC is already 5 January in China
    const now = Date.UTC(2026, 0, 4, 17, 30);
    expect(chinaDate(now)).toBe('2026-01-05');
    expect(lastDays(7, now)).toEqual(['2025-12-30', '2026-01-05']);
    expect(lastDays(30, now)).toEqual(['2025-12-07', '2026-01-05']);
  });

  it('adds up a trend', () => {
    expect(
      trendTotals([
        { date: '2026-01-04', new_members: 2, income: 39_800, refunds: 0 },
        { date: '2026-01-05', new_members: 5, income: 99_500, refunds: 19_900 },
      ]),
    ).toEqual({ newMembers: 7, maxNewMembers: 5, income: 139_300, refunds: 19_900 });
  });
});
