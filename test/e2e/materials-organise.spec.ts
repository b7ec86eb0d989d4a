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
