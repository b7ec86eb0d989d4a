import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWav } from '@test/fixtures/media.ts';
import { TEACHER } from './support/accounts.ts';
import { serverRows } from './support/materials.ts';
import { files, signIn, SIGN, unique, UPLOADED, uploadFiles, useOwnProxies, VOD } from './support/shell-uploader.ts';

test.describe('the shell-wide uploader (shared server)', () => {
  const ownProxy = useOwnProxies();

  test('two files with the same name (one chosen, one dropped on the panel): one is queued, a notice says the other was skipped', async ({ page, baseURL }) => {
    const proxy = await ownProxy(baseURL!);
    await signIn(page, proxy);
    const name = `${unique('同名')}.wav`;
    const first = join(files, 'a');
    const second = join(files, 'b');
    mkdirSync(first);
    mkdirSync(second);
    const panel = await uploadFiles(page, [writeWav(first, name, 1)]);
    await expect(panel.getByRole('listitem', { name })).toBeVisible();
    const dropped = [...readFileSync(writeWav(second, name, 2))];
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, fileName }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'audio/wav' }));
        return transfer;
      },
      { bytes: dropped, fileName: name },
    );
    await panel.getByRole('list', { name: '上传队列' }).dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText(`已在上传队列中，已跳过：${name}`)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    const item = panel.getByRole('listitem', { name });
    await expect(item).toContainText('音频 · 默认分类');
    await expect(item).toContainText(UPLOADED, { timeout: 20_000 });
    // the one queued is the first file (1 s), and nothing else was sent
    await expect
      .poll(async () => (await serverRows(baseURL!, TEACHER, 'audio', { keyword: name.replace(/\.wav$/, '') })).rows.map((row) => [row.file_name, row.duration]))
      .toEqual([[name, 1]]);
    expect(proxy.count('POST', VOD)).toBe(1);
    // the panel itself passes axe (but for the shared dialog's <header>, a second banner landmark beside the navbar's)
    const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').disableRules(['landmark-no-duplicate-banner']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a failing upload is retried exactly twice, then shown as failed', async ({ page, baseURL }) => {
    const proxy = await ownProxy(baseURL!);
    await signIn(page, proxy);
    proxy.failCreation = true;
    const name = `${unique('失败')}.wav`;
    const panel = await uploadFiles(page, [writeWav(files, name, 1)]);
    const item = panel.getByRole('listitem', { name });
    await expect(item).toContainText('上传失败', { timeout: 20_000 });
    await expect(item).toContainText('服务器内部错误，请稍后重试');
    // the first try and two retries, each a sign and a creation
    expect(proxy.count('POST', SIGN)).toBe(3);
    expect(proxy.count('POST', VOD)).toBe(3);
    // with the server working again, a retry by hand goes through
    proxy.failCreation = false;
    await item.getByRole('button', { name: `重试 ${name}` }).click();
    await expect(item).toContainText(UPLOADED, { timeout: 20_000 });
    expect(proxy.count('POST', VOD)).toBe(4);
  });

  test('three files upload two at a time', async ({ page, baseURL }) => {
    const proxy = await ownProxy(baseURL!, 200_000);
    await signIn(page, proxy);
    const names = ['一', '二', '三'].map((stem) => `${unique(`并发${stem}`)}.wav`);
    const panel = await uploadFiles(page, names.map((name) => writeWav(files, name, 10)));
    // while the first two are on their way, the third waits
    await expect(panel.getByText('上传中', { exact: true })).toHaveCount(2);
    await expect(panel.getByRole('listitem', { name: names[2] })).toContainText('等待上传');
    for (const name of names) await expect(panel.getByRole('listitem', { name })).toContainText(UPLOADED, { timeout: 30_000 });
    expect(proxy.maxActivePatches).toBe(2);
    expect(proxy.count('POST', VOD)).toBe(3);
    for (const name of names) {
      const stored = await serverRows(baseURL!, TEACHER, 'audio', { keyword: name.replace(/\.wav$/, '') });
      expect(stored.totalCount, name).toBe(1);
    }
  });

});
