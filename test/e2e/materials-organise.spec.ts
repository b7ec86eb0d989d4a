import { test, expect } from '@playwright/test';
import { writePng } from '@test/fixtures/media.ts';
import { apiLogin, TEACHER } from './support/accounts.ts';
import { serverRows, uploadThroughDialog, useMaterialsScreen } from './support/materials.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const materials = useMaterialsScreen();
const { files } = materials;

test('rename through the 编辑素材 prompt, and move to another category', async ({ page }) => {
  const png = writePng(files, '改名前-e2e.png', 20, 20);
  const dialog = await uploadThroughDialog(page, 'picture', [png]);
  await expect(dialog.getByText('上传完成')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  await page.getByRole('button', { name: '列表', exact: true }).click();

  await page.getByRole('row', { name: /改名前-e2e\.png/ }).getByRole('button', { name: /^编辑/ }).click();
  const prompt = page.getByRole('dialog', { name: '编辑素材' });
  await prompt.getByLabel('请输入素材名称').fill('改名后-e2e');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  const renamed = page.getByRole('row', { name: /改名后-e2e/ });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: /^移动/ }).click();
  const move = page.getByRole('dialog', { name: '移动素材' });
  await move.getByRole('combobox').selectOption({ label: '课程封面' });
  await move.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  const stored = await serverRows(materials.server.baseURL, TEACHER, 'picture', { keyword: '改名后-e2e' });
  const categories = await (await fetch(`${materials.server.baseURL}/api/v3/column_hybrid/source/picture/getCategorys`, {
    headers: { authorization: (await apiLogin(materials.server.baseURL, TEACHER)).data.token.id },
  })).json() as { data: { id: number; name: string }[] };
  expect(stored.rows[0]!.category_id).toBe(categories.data.find((category) => category.name === '课程封面')!.id);
});

test('全部移动 moves every picture of a category into another', async ({ page }) => {
  const counts = async () => {
    const token = (await apiLogin(materials.server.baseURL, TEACHER)).data.token.id;
    const answer = (await (await fetch(`${materials.server.baseURL}/api/v3/column_hybrid/source/picture/getCategorys`, {
      headers: { authorization: token },
    })).json()) as { data: { name: string; source_count: number }[] };
    return Object.fromEntries(answer.data.map((category) => [category.name, category.source_count]));
  };
  const before = await counts();
  expect(before['课程封面']).toBeGreaterThan(0);
  await page.getByRole('option', { name: /课程封面/ }).click();
  await page.getByRole('button', { name: '全部移动' }).click();
  const dialog = page.getByRole('dialog', { name: '全部移动' });
  await dialog.getByRole('combobox').selectOption({ label: '课程音视频' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  const after = await counts();
  expect(after['课程封面']).toBe(0);
  expect(after['课程音视频']).toBe((before['课程音视频'] ?? 0) + before['课程封面']!);
});

test('仅看未使用 hides what courses use; deleting a used cover names its users and asks again', async ({ page }) => {
  await page.getByRole('button', { name: '列表', exact: true }).click();
  const cover = page.getByRole('row', { name: /写作课封面\.png/ });
  await expect(cover).toBeVisible();
  const unusedOnly = page.getByRole('checkbox', { name: '仅看未使用' });
  await unusedOnly.check();
  await expect(page).toHaveURL(/unused=1/);
  await expect(cover).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '仅看未使用' })).toBeChecked();
  await expect(cover).toBeHidden();
  await page.getByRole('checkbox', { name: '仅看未使用' }).uncheck();

  const deleteCover = async () => {
    await cover.getByRole('button', { name: /^删除/ }).click();
    await page.getByRole('alertdialog', { name: '删除素材' }).getByRole('button', { name: '确定' }).click();
    const again = page.getByRole('alertdialog', { name: '素材正在使用' });
    await expect(again).toContainText(/该素材正被 \d+ 门课程(、\d+ \S+)*使用。/);
    await expect(again).toContainText('仍要删除吗？');
    return again;
  };
  await (await deleteCover()).getByRole('button', { name: '取消' }).click();
  await expect(cover).toBeVisible();
  expect((await serverRows(materials.server.baseURL, TEACHER, 'picture', { keyword: '写作课封面' })).totalCount).toBe(1);

  await (await deleteCover()).getByRole('button', { name: '仍要删除' }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(cover).toBeHidden();
  expect((await serverRows(materials.server.baseURL, TEACHER, 'picture', { keyword: '写作课封面' })).totalCount).toBe(0);
});
