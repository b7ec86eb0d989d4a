import { describe, expect, it } from 'vitest';
import { createContentChecker, DEFAULT_SENSITIVE_WORDS, SENSITIVE_CONTENT_CODE, sensitiveWordList } from './sensitive-words.ts';

/** every listed word that occurs in the text, the slow way */
const naive = (words: readonly string[], text: string) => words.filter((word) => text.includes(word));

describe('the sensitive-word check (spec §5)', () => {
  it('passes clean text and reports 87014 with the words found', () => {
    const checker = createContentChecker(DEFAULT_SENSITIVE_WORDS);
    expect(checker.check('本周打卡：每天读书 30 分钟')).toEqual({ code: 0 });
    expect(checker.check('加群领取赌博技巧，另有代开发票')).toEqual({ code: SENSITIVE_CONTENT_CODE, words: ['赌博', '代开发票'] });
  });

  it('looks in every text given (title, introduce, description …) and skips empty ones', () => {
    const checker = createContentChecker(DEFAULT_SENSITIVE_WORDS);
    expect(checker.find('写作星球', undefined, null, '', '入群送六合彩资料')).toEqual(['六合彩']);
  });

  it('finds words inside words, overlapping words and words that are suffixes of others', () => {
    const checker = createContentChecker(['he', 'she', 'his', 'hers', '赌场', '网络赌场']);
    expect(checker.find('ushers')).toEqual(['he', 'she', 'hers']);
    expect(checker.find('网络赌场')).toEqual(['赌场', '网络赌场']);
    expect(checker.find('hi')).toEqual([]);
  });

  it('ignores white space, letter case and full-width forms', () => {
    const checker = createContentChecker(['赌博', 'vpn']);
    expect(checker.find('赌 博')).toEqual(['赌博']);
    expect(checker.find('免费ＶＰＮ')).toEqual(['vpn']);
    expect(checker.find('Free VPN')).toEqual(['vpn']);
  });

  it('agrees with a plain substring search on generated texts', () => {
    const words = ['ab', 'abc', 'bca', 'c', 'aab', 'baba', 'cc'];
    const checker = createContentChecker(words);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: Math.floor(random() * 12) }, () => 'abc'[Math.floor(random() * 3)]).join('');
      expect(checker.find(text), text).toEqual(naive(words, text));
    }
  });

  it('LECTERN_SENSITIVE_WORDS adds comma-separated words to the default list', () => {
    const words = sensitiveWordList(' 代考 ,, 刷分,赌博 ');
    expect(words).toEqual([...DEFAULT_SENSITIVE_WORDS, '代考', '刷分']);
    expect(createContentChecker(words).find('提供代考服务')).toEqual(['代考']);
    expect(sensitiveWordList(undefined)).toEqual([...DEFAULT_SENSITIVE_WORDS]);
  });
});
