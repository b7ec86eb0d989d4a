import { test, expect } from '@playwright/test';
import { writeMp3, writeWav } from '@test/fixtures/media.ts';
import { apiLogin, TEACHER } from './support/accounts.ts';
import { openKind, uploadThroughDialog, useMaterialsScreen } from './support/materials.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const materials = useMaterialsScreen({ slowProbe: true });
const { files } = materials;

test('audio: a WAV and an MP3 are 上传完成 once their bytes are in, and their rows get their durations by themselves; audio rows cannot be deleted', async ({ page }) => {
  await openKind(page, 'audio');
  const wav = writeWav(files, '朗读-e2e.wav', 2);
  const mp3 = writeMp3(files, '音乐-e2e.mp3', 3);
  materials.slowProcessing(true);
  try {
    const dialog = await uploadThroughDialog(page, 'audio', [wav, mp3]);
    // done while the server is still probing them: no '上传中' at 100 % waiting for the processing
    await expect(dialog.getByText('上传完成')).toHaveCount(2, { timeout: 30_000 });
    await expect(dialog.getByText('上传中')).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect(page.getByRole('row', { name: /朗读-e2e\.wav/ })).toContainText('00:00:00');
    materials.slowProcessing(false);
    // no reload: the server's event stream tells the list that processing completed
    await expect(page.getByRole('row', { name: /朗读-e2e\.wav/ })).toContainText('00:00:02', { timeout: 20_000 });
    await expect(page.getByRole('row', { name: /音乐-e2e\.mp3/ })).toContainText('00:00:03', { timeout: 20_000 });
  } finally {
    materials.slowProcessing(false);
  }
  await expect(page.getByRole('row', { name: /朗读-e2e\.wav/ }).getByRole('button', { name: /^删除/ })).toHaveCount(0);
});

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
  const session = await apiLogin(materials.server.baseURL, TEACHER);
  const courses = (await (await fetch(`${materials.server.baseURL}/api/v3/course/list?type=audio&page=1&pageSize=50`, {
    headers: { authorization: session.data.token.id },
  })).json()) as { rows: { title: string }[] };
  expect(courses.rows.map((course) => course.title)).toContain('朗读训练第一课');
  // they are content items (单品): /content/audio lists them
  await page.getByRole('link', { name: '查看已创建的内容' }).click();
  await expect(page).toHaveURL(/\/content\/audio$/);
  await expect(page.getByRole('row').filter({ hasText: '朗读训练第一课' })).toContainText('朗读-e2e.wav');
});
