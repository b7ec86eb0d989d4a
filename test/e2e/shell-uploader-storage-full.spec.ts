import { test, expect } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { writePdf, writeWav } from '@test/fixtures/media.ts';
import { apiGet, apiLogin, TEACHER } from './support/accounts.ts';
import { serverRows } from './support/materials.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { files, signIn, SIGN, startProxy, unique, UPLOADED, uploadFiles, VOD, type Proxy } from './support/shell-uploader.ts';

test.describe('the shell-wide uploader on a full storage', () => {
  let server: RunningServer;
  let proxy: Proxy;
  const QUOTA = 8 * 1024 * 1024;
  test.beforeAll(async () => {
    server = await startServer({ LECTERN_FREE_QUOTA_BYTES: String(QUOTA) });
  });
  test.afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test('storage full mid-queue stops the queue: the file fails, the waiting ones leave, nothing more is sent', async ({ page }) => {
    test.slow();
    const big = writeWav(files, `${unique('大')}.wav`, 10);
    const small = writeWav(files, `${unique('小')}.wav`, 2);
    const last = writeWav(files, `${unique('后')}.wav`, 3);
    // fill the storage up to the room of the small file and a little more
    const session = await apiLogin(server.baseURL, TEACHER);
    const token = session.data.token.id;
    const used = async () => ((await apiGet(server.baseURL, '/api/v3/media/canUpload', token)).data as { used: number }).used;
    const room = statSync(small).size + 1000;
    const pdf = readFileSync(writePdf(files, 'filler.pdf'));
    const form = new FormData();
    form.set('info', '{}');
    form.set('categoryId', '0');
    form.set('file', new Blob([pdf, new Uint8Array(QUOTA - room - (await used()) - pdf.length).fill(0x0a)]), `${unique('占位')}.pdf`);
    const filled = (await (await fetch(`${server.baseURL}/api/v3/column_hybrid/source/document/uploadSource`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    })).json()) as { result: string; message?: string };
    expect(filled.result, filled.message).toBe('ok');
    expect(QUOTA - (await used())).toBe(room);

    proxy = await startProxy(server.baseURL, 200_000);
    await signIn(page, proxy);
    const [bigName, smallName, lastName] = [big, small, last].map((path) => path.split('/').pop()!);
    // the big file asks the server for more room than there is while the small one uploads
    const panel = await uploadFiles(page, [big, small, last]);
    const failed = panel.getByRole('listitem', { name: bigName });
    await expect(failed).toContainText('上传失败');
    await expect(failed).toContainText('您的存储空间已达上限');
    // the selection is cleared: the file still waiting left the queue; the one under way finishes
    await expect(panel.getByRole('listitem', { name: lastName })).toHaveCount(0);
    await expect(panel.getByRole('listitem', { name: smallName })).toContainText(UPLOADED, { timeout: 20_000 });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    expect(proxy.count('POST', SIGN)).toBe(2);
    expect(proxy.count('POST', VOD)).toBe(2);
    const stored = await serverRows(server.baseURL, TEACHER, 'audio', { pageSize: '200' });
    const names = stored.rows.map((row) => row.file_name);
    expect(names).toContain(smallName);
    expect(names).not.toContain(bigName);
    expect(names).not.toContain(lastName);
  });
});
