import { describe, expect, it } from 'vitest';
import { joinPages, themeListQuery, type FeedQuery } from './feed.ts';
import type { PlanetTheme } from './types.ts';

const ALL: FeedQuery = { page: 1, pageSize: 10, filter: 'all', topic: 0, keyword: '' };
const theme = (id: number) => ({ id }) as PlanetTheme;

describe('the feed', () => {
  it('asks for a page with the filter as status, top or highlight, and the topic and keyword when set', () => {
    expect(themeListQuery(7, ALL, 2)).toEqual({ planet_id: 7, page: 2, pageSize: 10 });
    expect(themeListQuery(7, { ...ALL, filter: 'top' }, 1)).toMatchObject({ top: 1 });
    expect(themeListQuery(7, { ...ALL, filter: 'highlight' }, 1)).toMatchObject({ highlight: 1 });
    expect(themeListQuery(7, { ...ALL, filter: 'pending' }, 1)).toMatchObject({ status: 2 });
    expect(themeListQuery(7, { ...ALL, filter: 'hidden' }, 1)).toMatchObject({ status: 0 });
    expect(themeListQuery(7, { ...ALL, topic: 3, keyword: '晨读' }, 1)).toMatchObject({ topic_id: 3, keyword: '晨读' });
  });

  it('joins the pages read, each post once, with the last total', () => {
    expect(joinPages([{ rows: [theme(1), theme(2)], totalCount: 4 }, { rows: [theme(2), theme(3)], totalCount: 3 }])).toEqual({ rows: [theme(1), theme(2), theme(3)], totalCount: 3 });
    expect(joinPages([])).toEqual({ rows: [], totalCount: 0 });
  });
});
