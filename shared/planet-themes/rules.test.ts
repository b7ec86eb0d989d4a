import { describe, expect, it } from 'vitest';
import { contentLines, dropItem, isFullOrder, moveItem, themeProblems, THEME_LIMITS } from './rules.ts';

describe('theme rules', () => {
  it('moves an item up or down, and leaves the ends alone', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('drops an item where another was', () => {
    expect(dropItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(dropItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(dropItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(dropItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('accepts only the full set, each id once, as an order', () => {
    expect(isFullOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isFullOrder([1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 2, 4], [1, 2, 3])).toBe(false);
  });

  it('splits content into lines whatever the line ends', () => {
    expect(contentLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names what is wrong with a post', () => {
    expect(themeProblems({ content: '  ', mediaCount: 0, topicCount: 0 })).toEqual(['empty']);
    expect(themeProblems({ content: '', mediaCount: 1, topicCount: 0 })).toEqual([]);
    expect(themeProblems({ content: '字'.repeat(THEME_LIMITS.contentMax + 1), mediaCount: 10, topicCount: 6 })).toEqual(['tooLong', 'tooManyMedia', 'tooManyTopics']);
  });
});
