import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { writePdf, writeWav } from '@test/fixtures/media.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { serverRows } from './support/materials.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The shell-wide uploader in the console (spec §4/§5, issue 5), against the real server behind an HTTP proxy
 * that counts what the browser sends, can slow the tus PATCH bodies down (so that uploads overlap, and a
 * reload or the network going away lands in the middle of one) and can make the tus creation fail. Each test
 * has a proxy of its own: a new origin, so the browser's stored queue starts empty.
 */

const VOD = '/api/v3/vod/upload';
const SIGN = /\/source\/(audio|video)\/createSourceSign$/;
const files = mkdtempSync(join(tmpdir(), 'lectern-shell-upload-'));
const unique = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Proxy = {
  baseURL: string;
  /** requests by `METHOD path` (no query) */
  count(method: string, path: string | RegExp): number;
  /** Upload-Offset of every tus PATCH, in order */
  patchOffsets: number[];
  /** body bytes of tus PATCHes that reached the server */
  patchBytes: number;
  /** the most tus PATCHes that were under way at the same moment */
  maxActivePatches: number;
  /** answer the tus creation with a server error */
  failCreation: boolean;
  close(): Promise<void>;
};

/** A proxy to `target`; PATCH bodies pass at `bytesPerSecond` when given. */
async function startProxy(target: string, bytesPerSecond?: number): Promise<Proxy> {
  const upstream = new URL(target);
  const seen: { method: string; path: string }[] = [];
  let active = 0;
  const state = { patchOffsets: [] as number[], patchBytes: 0, maxActivePatches: 0, failCreation: false };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ method: req.method ?? '', path });
    if (state.failCreation && req.method === 'POST' && path === VOD) {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json', 'tus-resumable': '1.0.0' });
      res.end(JSON.stringify({ result: 'fail', code: 50000, message: '服务器内部错误，请稍后重试' }));
      return;
    }
    const patch = req.method === 'PATCH' && path.startsWith(VOD);
    if (patch) {
      state.patchOffsets.push(Number(req.headers['upload-offset'] ?? -1));
      state.maxActivePatches = Math.max(state.maxActivePatches, ++active);
    }
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    let done = false;
    let gone = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (patch) active -= 1;
    };
    out.on('close', finish);
    out.on('error', () => res.destroy());
    // the browser went away (reload, offline, abort): the server sees the connection break, as it would
    res.on('close', () => {
      finish();
      if (res.writableFinished) return;
      gone = true;
      out.destroy();
    });
    let body: NodeJS.ReadableStream = req;
    if (patch) {
      body = req.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, next) {
            const pass = () => {
              if (gone) return next(); // what was still on its way from a browser that left never arrives
              state.patchBytes += chunk.length;
              next(null, chunk);
            };
            if (bytesPerSecond) setTimeout(pass, (chunk.length / bytesPerSecond) * 1000);
            else pass();
          },
        }),
      );
    }
    body.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    count: (method, path) => seen.filter((entry) => entry.method === method && (typeof path === 'string' ? entry.path === path : path.test(entry.path))).length,
    get patchOffsets() {
      return state.patchOffsets;
    },
    get patchBytes() {
      return state.patchBytes;
    },
    get maxActivePatches() {
      return state.maxActivePatches;
    },
    get failCreation() {
      return state.failCreation;
    },
    set failCreation(value: boolean) {
      state.failCreation = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function signIn(page: Page, proxy: Proxy) {
  await loginWithPassword(page, TEACHER, `${proxy.baseURL}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the navbar's uploader and chooses the files. */
async function uploadFiles(page: Page, paths: string[]) {
  await page.getByRole('button', { name: '上传音视频' }).click();
  const panel = page.getByRole('dialog', { name: '上传音视频' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('上传到分类')).toHaveValue(/\d/); // the categories are in
  await panel.locator('input[type=file]').setInputFiles(paths);
  return panel;
}

const UPLOADED = /上传完成|已上传，处理中/;

test.describe('the shell-wide uploader (shared server)', () => {
  let proxy: Proxy;
  test.afterEach(async () => proxy?.close());

  test('two files with the same name (one chosen, one dropped on the panel): one is queued, a notice says the other was skipped', async ({ page, baseURL }) => {
    proxy = await startProxy(baseURL!);
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
    proxy = await startProxy(baseURL!);
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
    proxy = await startProxy(baseURL!, 200_000);
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

  test('a reload in the middle of an upload resumes it from its offset, not from 0', async ({ page, baseURL }) => {
    test.slow();
    proxy = await startProxy(baseURL!, 150_000);
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
    proxy = await startProxy(baseURL!, 150_000);
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
