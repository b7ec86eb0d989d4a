import { test, expect, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { loginWithPassword, TEACHER } from './accounts.ts';

/**
 * What the shell-wide uploader's specs (shell-uploader-*.spec.ts) share. They drive the console's uploader (spec §4/§5)
 * against the real server behind an HTTP proxy that counts what the browser sends, can slow the tus PATCH
 * bodies down (so that uploads overlap, and a reload or the network going away lands in the middle of one) and can
 * make the tus creation fail. Each test has a proxy of its own: a new origin, so the browser's stored queue starts empty.
 */

export const VOD = '/api/v3/vod/upload';
export const SIGN = /\/source\/(audio|video)\/createSourceSign$/;
export const files = mkdtempSync(join(tmpdir(), 'lectern-shell-upload-'));
export const unique = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Proxy = {
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
export async function startProxy(target: string, bytesPerSecond?: number): Promise<Proxy> {
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

export async function signIn(page: Page, proxy: Proxy) {
  await loginWithPassword(page, TEACHER, `${proxy.baseURL}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the navbar's uploader and chooses the files. */
export async function uploadFiles(page: Page, paths: string[]) {
  await page.getByRole('button', { name: '上传音视频' }).click();
  const panel = page.getByRole('dialog', { name: '上传音视频' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('上传到分类')).toHaveValue(/\d/); // the categories are in
  await panel.locator('input[type=file]').setInputFiles(paths);
  return panel;
}

export const UPLOADED = /上传完成|已上传，处理中/;

/** `ownProxy(target)`: a proxy of the test's own (a new origin, so the browser's stored queue starts empty), closed after the test. */
export function useOwnProxies(): (target: string, bytesPerSecond?: number) => Promise<Proxy> {
  const open: Proxy[] = [];
  test.afterEach(async () => {
    for (const proxy of open.splice(0)) await proxy.close();
  });
  return async (target, bytesPerSecond) => {
    const proxy = await startProxy(target, bytesPerSecond);
    open.push(proxy);
    return proxy;
  };
}
