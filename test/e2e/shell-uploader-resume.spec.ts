import { test, expect } from '@playwright/test';
import { writeWav } from '@test/fixtures/media.ts';
import { TEACHER } from './support/accounts.ts';
import { serverRows } from './support/materials.ts';
import { files, signIn, unique, UPLOADED, uploadFiles, useOwnProxies, VOD } from './support/shell-uploader.ts';

test.describe('the shell-wide uploader (shared server)', () => {
  const ownProxy = useOwnProxies();

  test('a reload in the middle of an upload resumes it from its offset, not from 0', async ({ page, baseURL }) => {
    test.slow();
    const proxy = await ownProxy(baseURL!, 150_000);
    await signIn(page, proxy);
    const name = `${unique('刷新续传')}.wav`;
    const wav = writeWav(files, name, 30); // 960 KB: about 6 s through the proxy
    const panel = await uploadFiles(page, [wav]);
    await expect(panel.getByRole('listitem', { name })).toContainText('上传中');
    await expect.poll(() => proxy.patchBytes).toBeGreaterThan(200_000);
    await page.reload();
    // no one touches anything: the queue comes back from the browser's storage and goes on
    await expect.poll(() => proxy.patchOffsets.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(proxy.patchOffsets[0]).toBe(0);
    expect(proxy.patchOffsets[1]).toBeGreaterThan(0);
    await page.getByRole('button', { name: '上传音视频' }).click();
    const item = page.getByRole('dialog', { name: '上传音视频' }).getByRole('listitem', { name });
    await expect(item).toContainText(UPLOADED, { timeout: 30_000 });
    expect(proxy.count('POST', VOD)).toBe(1); // the same upload, not a new one
    // all of it arrived: the server's processing finds the whole 30 s
    await expect
      .poll(async () => (await serverRows(baseURL!, TEACHER, 'audio', { keyword: name.replace(/\.wav$/, '') })).rows.map((row) => [row.file_name, row.duration]))
      .toEqual([[name, 30]]);
  });

  test('pauses while offline, without spending its retries, and goes on when the network is back', async ({ page, context, baseURL }) => {
    test.slow();
    const proxy = await ownProxy(baseURL!, 150_000);
    await signIn(page, proxy);
    const name = `${unique('离线')}.wav`;
    const panel = await uploadFiles(page, [writeWav(files, name, 60)]); // 1.9 MB: about 13 s through the proxy
    const item = panel.getByRole('listitem', { name });
    // three times offline: more than the two retries a failure may spend
    for (let round = 1; round <= 3; round++) {
      // it goes on: a new PATCH, and its bytes flow
      await expect.poll(() => proxy.patchOffsets.length).toBeGreaterThanOrEqual(round);
      const before = proxy.patchBytes;
      await expect.poll(() => proxy.patchBytes).toBeGreaterThan(before + 20_000);
      await context.setOffline(true);
      await expect(panel.getByText('网络已断开，上传已暂停，恢复联网后将自动继续')).toBeVisible();
      await expect(item).toContainText('已暂停');
      await context.setOffline(false);
      await expect(panel.getByText('网络已断开，上传已暂停，恢复联网后将自动继续')).toBeHidden();
    }
    await expect(item).toContainText(UPLOADED, { timeout: 30_000 });
    expect(proxy.count('POST', VOD)).toBe(1);
    // each resume went on from the server's copy
    expect(proxy.patchOffsets.length).toBeGreaterThanOrEqual(4);
    expect(proxy.patchOffsets.slice(1).every((offset) => offset > 0)).toBe(true);
    const stored = await serverRows(baseURL!, TEACHER, 'audio', { keyword: name.replace(/\.wav$/, '') });
    expect(stored.totalCount).toBe(1);
  });
});
