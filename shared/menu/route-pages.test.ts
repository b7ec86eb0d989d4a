import { describe, expect, it } from 'vitest';
import { menuOpens, pagesOpening } from './route-pages.ts';

const menu = (...paths: string[]) => new Set(paths);

describe('which menu page opens a route', () => {
  it('opens a page the menu lists, and the routes it leads to', () => {
    const staff = menu('/dashboard', '/user', '/user/index');
    expect(menuOpens('/user/index', staff)).toBe(true);
    expect(menuOpens('/user/detail', staff)).toBe(true);
    for (const path of ['/user/tags', '/user/tags/edit', '/user/dashboard', '/user/groups', '/groups/autoreply', '/accounting/balance', '/setting/index']) {
      expect(menuOpens(path, staff), path).toBe(false);
    }
  });

  it('opens Home, the account’s own settings and the messages to every account', () => {
    for (const path of ['/dashboard', '/p/dashboard', '/setting/self', '/chat']) expect(menuOpens(path, menu())).toBe(true);
    expect(pagesOpening('/setting/self')).toEqual([]);
    // what 账号设置 links to is its page's
    expect(menuOpens('/setting/api', menu())).toBe(false);
    expect(menuOpens('/setting/api', menu('/setting/self'))).toBe(true);
  });

  it('puts a planet’s pages under the planet list of their mode', () => {
    expect(menuOpens('/planet/detail/member', menu('/planet/list'))).toBe(true);
    expect(menuOpens('/p/planet/detail/course', menu('/planet/list'))).toBe(false);
    expect(menuOpens('/p/planet/detail/course', menu('/p/planet/list'))).toBe(true);
  });
});
