import { describe, expect, it } from 'vitest';
import { contentLines, themeProblems, THEME_LIMITS } from './rules.ts';

describe('theme rules', () => {
  it('splits content into lines whatever the line ends', () => {
    expect(contentLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names what is wrong with a post', () => {
    expect(themeProblems({ content: '  ', mediaCount: 0, topicCount: 0 })).toEqual(['empty']);
    expect(themeProblems({ content: '', mediaCount: 1, topicCount: 0 })).toEqual([]);
    expect(themeProblems({ content: '字'.repeat(THEME_LIMITS.contentMax + 1), mediaCount: 10, topicCount: 6 })).toEqual(['tooLong', 'tooManyMedia', 'tooManyTopics']);
  });
});
