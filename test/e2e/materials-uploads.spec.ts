import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { writeJpeg, writeMp4, writePdf, writePng } from '@test/fixtures/media.ts';
import { loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startCuttingProxy } from './support/cutting-proxy.ts';
import { openKind, serverRows, uploadThroughDialog, useMaterialsScreen } from './support/materials.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const materials = useMaterialsScreen({ slowProbe: true });
const { files } = materials;

test('pictures: a PNG and a JPEG upload and show their real dimensions; the library passes axe', async ({ page }) => {
  const png = writePng(files, '横幅-e2e.png', 64, 40);
  const jpeg = writeJpeg(files, '封面-e2e.jpg', 48, 36);
  const dialog = await uploadThroughDialog(page, 'picture', [png, jpeg]);
  await expect(dialog.getByText('上传完成')).toHaveCount(2);
  // the dialog reached "finish": its close button closes it
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '列表', exact: true }).click();
  await expect(page.getByRole('row', { name: /横幅-e2e\.png/ })).toContainText('64 × 40');
  await expect(page.getByRole('row', { name: /封面-e2e\.jpg/ })).toContainText('48 × 36');
  const stored = await serverRows(materials.server.baseURL, TEACHER, 'picture', { keyword: 'e2e' });
  expect(stored.rows.map((row) => row.file_name).sort()).toEqual(['封面-e2e.jpg', '横幅-e2e.png']);
  await expectNoAxeViolations(page);
});

test('a file whose bytes are not what its name says is refused with a message, and nothing is stored', async ({ page }) => {
  const fake = join(files, '假图片.png');
  writePdf(files, '假图片.png');
  const dialog = await uploadThroughDialog(page, 'picture', [fake]);
  await expect(dialog.getByText('上传失败')).toBeVisible();
  const stored = await serverRows(materials.server.baseURL, TEACHER, 'picture', { keyword: '假图片' });
  expect(stored.totalCount).toBe(0);
  expect(fake).toContain('假图片');
});

test('documents: a PDF uploads with its size, and delete asks first', async ({ page }) => {
  await openKind(page, 'document');
  const pdf = writePdf(files, '讲义-e2e.pdf');
  const dialog = await uploadThroughDialog(page, 'document', [pdf]);
  await expect(dialog.getByText('上传完成')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  const row = page.getByRole('row', { name: /讲义-e2e\.pdf/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+(\.\d+)? (B|KB)/);
  await row.getByRole('button', { name: /^删除/ }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除素材' });
  await expect(confirm).toContainText('确认要删除这个素材吗？');
  // it names what goes, and its confirm button looks destructive
  await expect(confirm).toContainText('「讲义-e2e.pdf」');
  await expect(confirm.getByRole('button', { name: '确定' })).toHaveClass(/lc-button--danger/);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(row).toBeHidden();
  expect((await serverRows(materials.server.baseURL, TEACHER, 'document', { keyword: '讲义-e2e' })).totalCount).toBe(0);
});

test('video: an MP4 uploads resumably, shows the notice, and its row goes from 转码中 to 正常 by itself', async ({ page }) => {
  await openKind(page, 'video');
  const mp4 = writeMp4(files, '第3课-e2e.mp4', 2);
  materials.slowProcessing(true);
  try {
    const dialog = await uploadThroughDialog(page, 'video', [mp4]);
    const notice = page.getByRole('alertdialog').filter({ hasText: '视频已全部上传完成，您可以关闭上传窗口，继续进行其他操作，转码完成会后将自动更新视频状态' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await notice.getByRole('button', { name: '我知道了' }).click();
    await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
    const row = page.getByRole('row', { name: /第3课-e2e\.mp4/ });
    await expect(row).toContainText('转码中');
    await expect(row).toContainText('00:00:00');
    materials.slowProcessing(false);
    // no reload: the server's event stream tells the list that transcoding completed
    await expect(row).toContainText('正常', { timeout: 20_000 });
    await expect(row).toContainText('00:00:02');
  } finally {
    materials.slowProcessing(false);
  }
  const stored = await serverRows(materials.server.baseURL, TEACHER, 'video', { keyword: '第3课-e2e' });
  expect(stored.rows[0]!.filesize).toBeGreaterThan(0);
});

test('a video upload whose connection breaks resumes from its offset instead of starting again', async ({ page }) => {
  const mp4 = join(files, '断点续传-e2e.mp4');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=8:size=640x480:rate=25',
    '-pix_fmt', 'yuv420p', '-b:v', '2M', mp4]);
  const proxy = await startCuttingProxy(materials.server.baseURL, 100_000);
  try {
    await loginWithPassword(page, TEACHER, `${proxy.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${proxy.baseURL}/source`);
    await openKind(page, 'video');
    const dialog = await uploadThroughDialog(page, 'video', [mp4]);
    const notice = page.getByRole('alertdialog').filter({ hasText: '视频已全部上传完成' });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    expect(proxy.cuts, JSON.stringify(proxy.patchOffsets)).toBe(1);
    expect(proxy.patchOffsets[0]).toBe(0);
    // the retry continued where the server's copy ended, not from zero
    expect(proxy.patchOffsets.length).toBeGreaterThanOrEqual(2);
    expect(proxy.patchOffsets.at(-1)).toBeGreaterThan(0);
    await notice.getByRole('button', { name: '我知道了' }).click();
    await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
    const stored = await serverRows(materials.server.baseURL, TEACHER, 'video', { keyword: '断点续传-e2e' });
    expect(stored.totalCount).toBe(1);
    expect(stored.rows[0]!.file_name).toBe('断点续传-e2e.mp4');
  } finally {
    await proxy.close();
  }
});
