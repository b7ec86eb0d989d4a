import { test, expect } from '@playwright/test';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { menuOpens } from '@shared/menu/route-pages.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { apiGet, apiLogin, loginWithPassword, STAFF } from './support/accounts.ts';

/**
 * The demo staff account (助教: 课程管理 and 素材中心) walks every page of its menu (Home among them): no link on them leads to a page
 * its role does not open, which would show the no-permission page instead of what the link promised.
 */
const leaves = (menu: readonly MenuModule[]): MenuModule[] => menu.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));

test('the demo staff account meets no link to a page outside its role', async ({ page, baseURL }) => {
  const { data } = await apiLogin(baseURL!, STAFF);
  const menu = (await apiGet(baseURL!, SYSTEM_PATHS.menuList, data.token.id)).data as MenuModule[];
  const pages = leaves(menu).filter((entry) => entry.path.startsWith('/'));
  const opened = new Set(pages.map((entry) => entry.path));
  expect(opened.has('/source')).toBe(true);

  await loginWithPassword(page, STAFF);
  await expect(page).toHaveURL(/\/dashboard$/);
  const closed: string[] = [];
  let seen = 0;
  for (const entry of pages) {
    await page.goto(entry.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).first(), entry.path).toBeAttached();
    await expect(main.getByRole('heading', { level: 1, name: '无权限访问' })).toHaveCount(0);
    // links render with the first page of data: wait for the screen's loading to end
    await expect(main.getByText('加载中…')).toHaveCount(0);
    const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    seen += hrefs.length;
    for (const href of new Set(hrefs)) if (!menuOpens(href, opened)) closed.push(`${entry.path} → ${href}`);
  }
  expect(seen).toBeGreaterThan(5);
  expect(closed).toEqual([]);
});
