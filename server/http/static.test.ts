import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' blob:; connect-src 'self' https://api.example.com; font-src 'self' data:; object-src 'none'; " +
  "base-uri 'self'; frame-ancestors 'self'";
const INDEX = '<!doctype html><title>Lectern</title><div id="root"></div>';
const LEGACY = '<!doctype html><title>V1.0</title><script src="lectern-origin.js"></script><script>alert(1)</script>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-console-'));
  await fs.mkdir(path.join(dir, 'console', 'assets'), { recursive: true });
  await fs.mkdir(path.join(dir, 'widgets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'console', 'index.html'), INDEX);
  await fs.writeFile(path.join(dir, 'console', 'assets', 'app-3f2a1b.js'), 'console.log("app");');
  await fs.writeFile(path.join(dir, 'console', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dir, 'widgets', 'lectern-widgets.js'), 'window.Lectern = {};');
  await fs.writeFile(path.join(dir, 'widgets', 'lectern-widgets.mjs'), 'export {};');
  await fs.writeFile(path.join(dir, 'widgets', 'lectern-widgets.d.ts'), 'export {};');
  await fs.writeFile(path.join(dir, 'widgets', 'custom-elements.json'), '{}');
  for (const sub of ['chunks', 'esm-chunks', 'esm']) {
    await fs.mkdir(path.join(dir, 'widgets', sub), { recursive: true });
  }
  await fs.writeFile(path.join(dir, 'widgets', 'chunks', 'x-abc123.js'), 'export {};');
  await fs.writeFile(path.join(dir, 'widgets', 'esm-chunks', 'y-def456.mjs'), 'export {};');
  await fs.writeFile(path.join(dir, 'widgets', 'esm', 'index.mjs'), 'export {};');
  await fs.mkdir(path.join(dir, 'examples'), { recursive: true });
  await fs.writeFile(path.join(dir, 'examples', 'legacy-v1.html'), LEGACY);
  server = await startServer({
    consoleDir: path.join(dir, 'console'),
    widgetsDir: path.join(dir, 'widgets'),
    examplesDir: path.join(dir, 'examples'),
    apiOrigin: 'https://api.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(`${server.baseUrl}${p}`, init);

describe('the console', () => {
  it('serves index.html at / and for every console route, with the CSP and no-cache', async () => {
    for (const p of ['/', '/index.html', '/dashboard', '/course/video/manage', '/p/planet/detail/member?id=3', '/login?access_token=abc']) {
      const response = await get(p);
      expect(response.status, p).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy'), p).toBe(CSP);
      expect(response.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers 404 for a missing file instead of the page', async () => {
    for (const p of ['/assets/missing-1234.js', '/missing.png', '/widgets/missing.js']) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.json()).toMatchObject({ result: 'fail', code: 40400 });
    }
  });

  it('serves other files of the build', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves the widget bundle under /widgets/, loadable from other sites', async () => {
    const response = await get('/widgets/lectern-widgets.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('window.Lectern = {};');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('widget caching and types', () => {
  it('caches hashed chunks for a year and revalidates the fixed names', async () => {
    const cases = [
      ['/widgets/chunks/x-abc123.js', IMMUTABLE, 'text/javascript; charset=utf-8'],
      ['/widgets/esm-chunks/y-def456.mjs', IMMUTABLE, 'text/javascript; charset=utf-8'],
      ['/widgets/lectern-widgets.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/widgets/lectern-widgets.mjs', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/widgets/esm/index.mjs', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/widgets/lectern-widgets.d.ts', 'no-cache', 'text/plain; charset=utf-8'],
      ['/widgets/custom-elements.json', 'no-cache', 'application/json; charset=utf-8'],
    ] as const;
    for (const [p, cacheControl, type] of cases) {
      const response = await get(p, { headers: { origin: 'https://editor.example.com' } });
      expect(response.status, p).toBe(200);
      expect(response.headers.get('cache-control'), p).toBe(cacheControl);
      expect(response.headers.get('content-type'), p).toBe(type);
      expect(response.headers.get('access-control-allow-origin'), p).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy'), p).toBe('cross-origin');
    }
  });
});

describe('the examples on the main server', () => {
  it('serves a page without the console CSP (only frame-ancestors), revalidated', async () => {
    const response = await get('/examples/legacy-v1.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(LEGACY);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing example with a plain 404, not the console page', async () => {
    for (const p of ['/examples/missing.html', '/examples/nested/page', '/examples/', '/examples']) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.json()).toEqual({ result: 'fail', code: 40400, message: '文件不存在' });
    }
  });

  it('names its own origin in lectern-origin.js, as the request reached it', async () => {
    const response = await get('/examples/lectern-origin.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(`window.LECTERN_ORIGIN = ${JSON.stringify(server.baseUrl)};\n`);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a fail body, whatever the method and session', async () => {
    const { token } = await login(server.baseUrl, PHONES.teacher);
    for (const [method, p, auth] of [
      ['GET', '/api/v3/nope', undefined],
      ['GET', '/api/v9/column_hybrid/source/findSources?x=1', token.id],
      ['POST', '/api/v3/nope', undefined],
      ['GET', '/api', undefined],
    ] as const) {
      const response = await get(p, { method, headers: auth ? { authorization: auth } : {} });
      expect(response.status, `${method} ${p}`).toBe(404);
      expect(await response.json()).toEqual({ result: 'fail', code: 40400, message: '接口不存在' });
    }
  });
});

describe('security headers', () => {
  it('are on API answers (ok and fail), static files and 404s', async () => {
    const { token } = await login(server.baseUrl, PHONES.teacher);
    const responses = [
      await get(ACCOUNT_PATHS.userInfo, { headers: { authorization: token.id } }),
      await get(ACCOUNT_PATHS.userInfo),
      await get(`${ACCOUNT_PATHS.phoneExist}?phone=1`),
      await get('/'),
      await get('/assets/app-3f2a1b.js'),
      await get('/api/nope'),
      await get('/widgets/lectern-widgets.js'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 400, 200, 200, 404, 200]);
    for (const response of responses) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('without a built console', () => {
  it('still answers the API, and says the console is missing', async () => {
    const bare = await startServer();
    try {
      const page = await fetch(`${bare.baseUrl}/dashboard`);
      expect(page.status).toBe(404);
      expect(await page.json()).toEqual({ result: 'fail', code: 40400, message: '控制台尚未构建，请先运行 npm run build' });
      const api = await fetch(`${bare.baseUrl}/api/v3/nope`);
      expect(await api.json()).toEqual({ result: 'fail', code: 40400, message: '接口不存在' });
    } finally {
      await bare.close();
    }
  });
});
