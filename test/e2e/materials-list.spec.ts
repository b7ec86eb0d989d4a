import { test, expect, type Locator } from '@playwright/test';
import { writePng } from '@test/fixtures/media.ts';
import { apiLogin, TEACHER } from './support/accounts.ts';
import { apiUploadPicture, serverRows, useMaterialsScreen } from './support/materials.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const materials = useMaterialsScreen();
const { files } = materials;

test('more than 60 pictures page by 60; search, sort and the date filter narrow the list', async ({ page }) => {
  const token = (await apiLogin(materials.server.baseURL, TEACHER)).data.token.id;
  const tile = writePng(files, 'tile.png', 8, 8);
  for (let index = 0; index < 62; index += 1) await apiUploadPicture(materials.server.baseURL, token, tile, `批量-${String(index).padStart(2, '0')}.png`);
  await page.reload();
  await page.getByRole('button', { name: '列表', exact: true }).click();
  const total = (await serverRows(materials.server.baseURL, TEACHER, 'picture')).totalCount;
  await expect(page.getByText(`共 ${total} 条`)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(60);
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(total - 60);

  // search goes back to page 1
  await page.getByRole('search', { name: '请输入素材名称' }).getByRole('searchbox').fill('批量-0');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '名称升序' });
  await expect(page.locator('tbody tr').first()).toContainText('批量-00.png');
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '名称降序' });
  await expect(page.locator('tbody tr').first()).toContainText('批量-09.png');

  // a date range that ends before today finds none of them; clearing it brings them back
  await page.getByLabel('开始日期').fill('2020-01-01');
  await page.getByLabel('结束日期').fill('2020-01-31');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: '批量-' })).toHaveCount(0);
  await page.getByRole('button', { name: '清空' }).first().click();
  await expect(page.locator('tbody tr')).toHaveCount(10);
});

test('the list keeps its kind, category, keyword, dates, sort, page and view in the address', async ({ page }) => {
  const rows = page.locator('tbody tr');
  const search = page.getByRole('search', { name: '请输入素材名称' }).getByRole('searchbox');
  const sort = page.getByRole('combobox', { name: '排序' });
  const sortShown = sort.locator('option:checked');
  const total = (await serverRows(materials.server.baseURL, TEACHER, 'picture')).totalCount;
  expect(total).toBeGreaterThan(60);

  await page.getByRole('button', { name: '列表', exact: true }).click();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/[?&]view=table/);
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(page.getByRole('button', { name: '列表', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(total - 60);

  // the search goes back to page 1; search and sort survive a reload
  await search.fill('批量-0');
  await expect(rows).toHaveCount(10);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await sort.selectOption({ label: '名称降序' });
  await expect(rows.first()).toContainText('批量-09.png');
  await page.reload();
  await expect(search).toHaveValue('批量-0');
  await expect(sortShown).toHaveText('名称降序');
  await expect(rows.first()).toContainText('批量-09.png');
  await expect(rows).toHaveCount(10);

  // back and forward step through what the list showed
  await sort.selectOption({ label: '名称升序' });
  await expect(rows.first()).toContainText('批量-00.png');
  await page.goBack();
  await expect(sortShown).toHaveText('名称降序');
  await expect(rows.first()).toContainText('批量-09.png');
  await page.goForward();
  await expect(sortShown).toHaveText('名称升序');
  await expect(rows.first()).toContainText('批量-00.png');

  // the upload dates and the category, then a shared link opens the same list in a fresh page
  await page.getByLabel('开始日期').fill('2020-01-01');
  await page.getByLabel('结束日期').fill('2020-01-31');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('option', { name: /默认分类/ }).click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  const link = page.url();
  expect(link).toMatch(/from=2020-01-01&to=2020-01-31/);
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByRole('option', { name: /默认分类/ })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByLabel('开始日期')).toHaveValue('2020-01-01');
  await expect(other.getByRole('search', { name: '请输入素材名称' }).getByRole('searchbox')).toHaveValue('批量-0');
  await expect(other.getByText('暂无数据')).toBeVisible();
  await other.close();

  // a link to a page that no longer exists shows the last one, in place of the link rather than as a new entry
  const entries = await page.evaluate(() => history.length);
  await page.goto(`${materials.server.baseURL}/source?view=table&page=99`);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(rows).toHaveCount(total - 60);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  // another kind is a link of its own
  await page.goto(`${materials.server.baseURL}/source?kind=document`);
  await expect(page.getByRole('tab', { name: '文档', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '音频', exact: true }).click();
  await expect(page).toHaveURL(/[?&]kind=audio/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '音频', exact: true })).toHaveAttribute('aria-selected', 'true');
});

/** Nothing fixed (the floating help button) lies over `control`: the page's topmost element at its centre is it. */
async function expectUncovered(control: Locator) {
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, 'the control is the topmost element at its centre').toBe(true);
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width}×${viewport.height} the help button covers no pager button, scrolled anywhere the pager shows`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.reload();
    const next = page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' });
    await expect(next).toBeVisible();
    await expect(page.getByRole('button', { name: '帮助' })).toBeVisible();
    if (await next.evaluate((element) => element.getBoundingClientRect().bottom <= innerHeight)) await expectUncovered(next);
    // scrolled to the end, where the pager is reached
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expectUncovered(next);
    await expectUncovered(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }));
  });
}
