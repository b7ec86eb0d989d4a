import { describe, expect, it } from 'vitest';
import { customerFilterOf, groupInputOf, ruleFormOf, ruleInputOf } from './resources.ts';
import { keywordMatches, keywordsOf } from './rules.ts';

describe('douyin-chat rules', () => {
  it('reads keywords one a line or by commas, trimmed, without repeats', () => {
    expect(keywordsOf(' 价格\n多少钱，价格, 报名 \n\n')).toEqual(['价格', '多少钱', '报名']);
    expect(keywordsOf('   ')).toEqual([]);
  });

  it('matches a whole message (exact) or a part of it (contains), ignoring case and spaces around', () => {
    expect(keywordMatches('价格', 'exact', ' 价格 ')).toBe(true);
    expect(keywordMatches('价格', 'exact', '请问价格')).toBe(false);
    expect(keywordMatches('VIP', 'contains', '怎么开通vip呀')).toBe(true);
    expect(keywordMatches(' ', 'contains', '任何消息')).toBe(false);
  });

  it('turns the forms into the calls’ inputs', () => {
    expect(ruleInputOf({ keywords: '价格\n价格\n报名', match: 'contains', reply: '好', all_groups: 1, group_ids: [3], enabled: 1 })).toEqual({
      keywords: ['价格', '报名'],
      match: 'contains',
      reply: '好',
      all_groups: 1,
      group_ids: [],
      enabled: 1,
    });
    expect(ruleFormOf(null)).toMatchObject({ keywords: '', match: 'contains', all_groups: 1, enabled: 1 });
    const form = { name: '群', description: '', product: { kind: 'course' as const, id: 7, title: '课', price: 100 }, member_limit: 500, welcome: '', status: 'open' as const };
    expect(groupInputOf(form).product).toEqual({ kind: 'course', id: 7 });
  });

  it('reads the customers’ list state as the call’s filter', () => {
    expect(customerFilterOf({ state: 'converted', group: '12', from: '', to: '', keyword: ' 小米 ' })).toEqual({ state: 'converted', groupId: 12, keyword: '小米' });
    expect(customerFilterOf({ state: '', group: 'x', from: 'bad', to: '', keyword: '' })).toEqual({});
    const ranged = customerFilterOf({ state: '', group: '', from: '2026-01-01', to: '2026-01-01', keyword: '' });
    expect(ranged.to! - ranged.from!).toBe(86_399);
  });
});
