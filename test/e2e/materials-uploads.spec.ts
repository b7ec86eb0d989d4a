import { test, expect, type Locator } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJpeg, writeMp3, writeMp4, writePdf, writePng, writeWav } from '@test/fixtures/media.ts';
import { apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiUploadPicture, openKind, serverRows, uploadThroughDialog } from './support/materials.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { startCuttingProxy } from './support/cutting-proxy.ts';

const files = mkdtempSync(join(tmpdir(), 'lectern-media-'));
let server: RunningServer;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test.beforeEach(async ({ page }) => {
  await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.baseURL}/source`);
  await expect(page.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
});

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
  const stored = await serverRows(server.baseURL, TEACHER, 'picture', { keyword: 'e2e' });
  expect(stored.rows.map((row) => row.file_name).sort()).toEqual(['封面-e2e.jpg', '横幅-e2e.png']);
  await expectNoAxeViolations(page);
});

test('a file whose bytes are not what its name says is refused with a message, and nothing is stored', async ({ page }) => {
  const fake = join(files, '假图片.png');
  writePdf(files, '假图片.png');
  const dialog = await uploadThroughDialog(page, 'picture', [fake]);
  await expect(dialog.getByText('上传失败')).toBeVisible();
  const stored = await serverRows(server.baseURL, TEACHER, 'picture', { keyword: '假图片' });
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
  expect((await serverRows(server.baseURL, TEACHER, 'document', { keyword: '讲义-e2e' })).totalCount).toBe(0);
});

test('audio: a WAV and an MP3 upload and show their durations; audio rows cannot be deleted', async ({ page }) => {
  await openKind(page, 'audio');
  const wav = writeWav(files, '朗读-e2e.wav', 2);
  const mp3 = writeMp3(files, '音乐-e2e.mp3', 3);
  const dialog = await uploadThroughDialog(page, 'audio', [wav, mp3]);
  await expect(dialog.getByText('上传完成')).toHaveCount(2, { timeout: 30_000 });
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  await page.reload();
  await openKind(page, 'audio');
  await expect(page.getByRole('row', { name: /朗读-e2e\.wav/ })).toContainText('00:00:02');
  await expect(page.getByRole('row', { name: /音乐-e2e\.mp3/ })).toContainText('00:00:03');
  await expect(page.getByRole('row', { name: /朗读-e2e\.wav/ }).getByRole('button', { name: /^删除/ })).toHaveCount(0);
});

test('video: an MP4 uploads resumably, shows the notice, and goes from 转码中 to 正常', async ({ page }) => {
  await openKind(page, 'video');
  const mp4 = writeMp4(files, '第3课-e2e.mp4', 2);
  const dialog = await uploadThroughDialog(page, 'video', [mp4]);
  const notice = page.getByRole('alertdialog').filter({ hasText: '视频已全部上传完成，您可以关闭上传窗口，继续进行其他操作，转码完成会后将自动更新视频状态' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await notice.getByRole('button', { name: '我知道了' }).click();
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  const row = page.getByRole('row', { name: /第3课-e2e\.mp4/ });
  await expect(async () => {
    await page.reload();
    await openKind(page, 'video');
    await expect(row).toContainText('正常', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('00:00:02');
  const stored = await serverRows(server.baseURL, TEACHER, 'video', { keyword: '第3课-e2e' });
  expect(stored.rows[0]!.filesize).toBeGreaterThan(0);
});

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
  const stored = await serverRows(server.baseURL, TEACHER, 'picture', { keyword: '改名后-e2e' });
  const categories = await (await fetch(`${server.baseURL}/api/v3/column_hybrid/source/picture/getCategorys`, {
    headers: { authorization: (await apiLogin(server.baseURL, TEACHER)).data.token.id },
  })).json() as { data: { id: number; name: string }[] };
  expect(stored.rows[0]!.category_id).toBe(categories.data.find((category) => category.name === '课程封面')!.id);
});

test('全部移动 moves every picture of a category into another', async ({ page }) => {
  const counts = async () => {
    const token = (await apiLogin(server.baseURL, TEACHER)).data.token.id;
    const answer = (await (await fetch(`${server.baseURL}/api/v3/column_hybrid/source/picture/getCategorys`, {
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

test('more than 60 pictures page by 60; search, sort and the date filter narrow the list', async ({ page }) => {
  const token = (await apiLogin(server.baseURL, TEACHER)).data.token.id;
  const tile = writePng(files, 'tile.png', 8, 8);
  for (let index = 0; index < 62; index += 1) await apiUploadPicture(server.baseURL, token, tile, `批量-${String(index).padStart(2, '0')}.png`);
  await page.reload();
  await page.getByRole('button', { name: '列表', exact: true }).click();
  const total = (await serverRows(server.baseURL, TEACHER, 'picture')).totalCount;
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
  const total = (await serverRows(server.baseURL, TEACHER, 'picture')).totalCount;
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
  await page.goto(`${server.baseURL}/source?view=table&page=99`);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(rows).toHaveCount(total - 60);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  // another kind is a link of its own
  await page.goto(`${server.baseURL}/source?kind=document`);
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

test('audio rows play in place from a button named after the material', async ({ page }) => {
  await openKind(page, 'audio');
  const play = page.getByRole('button', { name: '播放 朗读-e2e.wav' });
  await play.click();
  await expect(page.getByRole('button', { name: '暂停 朗读-e2e.wav' })).toBeVisible();
  await page.getByRole('button', { name: '播放 音乐-e2e.mp3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '暂停 音乐-e2e.mp3' })).toBeVisible();
  await expect(play).toBeVisible();
  await page.getByRole('button', { name: '暂停 音乐-e2e.mp3' }).click();
  await expect(page.getByRole('button', { name: '播放 音乐-e2e.mp3' })).toBeVisible();
});

test('batch course creation from selected audio makes one course per material', async ({ page }) => {
  await openKind(page, 'audio');
  await page.getByRole('checkbox', { name: /朗读-e2e\.wav/ }).check();
  await page.getByRole('checkbox', { name: /音乐-e2e\.mp3/ }).check();
  await expect(page.getByText('已选 2/')).toBeVisible();
  await page.getByRole('button', { name: '批量创建课程' }).click();
  await expect(page).toHaveURL(/\/content\/audio\/batch\?key=lectern_batch_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: '批量创建音频课' })).toBeVisible();
  await page.getByRole('textbox', { name: '朗读-e2e.wav 的课程标题' }).fill('朗读训练第一课');
  await page.getByRole('button', { name: '创建 2 门课程' }).click();
  await expect(page.getByRole('heading', { name: '已创建 2 门课程' })).toBeVisible();
  const session = await apiLogin(server.baseURL, TEACHER);
  const courses = (await (await fetch(`${server.baseURL}/api/v3/course/list?type=audio&page=1&pageSize=50`, {
    headers: { authorization: session.data.token.id },
  })).json()) as { rows: { title: string }[] };
  expect(courses.rows.map((course) => course.title)).toContain('朗读训练第一课');
});

test('a video upload whose connection breaks resumes from its offset instead of starting again', async ({ page }) => {
  const mp4 = join(files, '断点续传-e2e.mp4');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=8:size=640x480:rate=25',
    '-pix_fmt', 'yuv420p', '-b:v', '2M', mp4]);
  const proxy = await startCuttingProxy(server.baseURL, 100_000);
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
    const stored = await serverRows(server.baseURL, TEACHER, 'video', { keyword: '断点续传-e2e' });
    expect(stored.totalCount).toBe(1);
    expect(stored.rows[0]!.file_name).toBe('断点续传-e2e.mp4');
  } finally {
    await proxy.close();
  }
});
