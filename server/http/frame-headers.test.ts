/**
 * No page of ours can be framed by another site: every HTML page either server sends (the
 * console's index and its routes, every example page, on the main server and on the examples origin) carries
 * `frame-ancestors` in its Content-Security-Policy, and X-Frame-Options for browsers that predate it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '@server/app.ts';
import { startExamplesOrigin, type RunningExamplesOrigin } from '@server/examples-origin.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

let dir: string;
let server: TestServer;
let examplesOrigin: RunningExamplesOrigin;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-frames-'));
  await fs.mkdir(path.join(dir, 'console', 'nested'), { recursive: true });
  await fs.writeFile(path.join(dir, 'console', 'index.html'), '<!doctype html><title>Lectern</title>');
  await fs.writeFile(path.join(dir, 'console', 'nested', 'page.html'), '<!doctype html><title>Other</title>');
  server = await startServer({ consoleDir: path.join(dir, 'console'), examplesDir: EXAMPLES_DIR });
  const started = await startExamplesOrigin({
    examplesDir: EXAMPLES_DIR,
    mainHost: '127.0.0.1',
    mainPort: Number(new URL(server.baseUrl).port),
    host: '127.0.0.1',
    port: 0,
    log: { warn: () => undefined },
  });
  if (!started) throw new Error('examples origin did not start');
  examplesOrigin = started;
});
afterAll(async () => {
  await examplesOrigin.close();
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Every .html file under a directory, as URL paths under `prefix`. */
async function htmlFiles(root: string, prefix: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `${prefix}${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** `frame-ancestors` of a CSP header value, or undefined */
const frameAncestors = (csp: string | null) =>
  csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.toLowerCase().startsWith('frame-ancestors'));

async function expectUnframeable(url: string): Promise<void> {
  for (const method of ['GET', 'HEAD']) {
    const response = await fetch(url, { method, redirect: 'follow' });
    await response.arrayBuffer();
    expect(response.status, `${method} ${url}`).toBe(200);
    expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
    expect(frameAncestors(response.headers.get('content-security-policy')), `${method} ${url}`).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options'), `${method} ${url}`).toBe('SAMEORIGIN');
  }
}

describe('every HTML page', () => {
  it('the examples are real pages, so the walk below covers them', async () => {
    expect(await htmlFiles(EXAMPLES_DIR, '/examples/')).toEqual(expect.arrayContaining(['/examples/legacy-v1.html', '/examples/editor.html']));
  });

  it('of the main server forbids framing by other sites', async () => {
    const pages = [
      ...(await htmlFiles(path.join(dir, 'console'), '/')),
      ...(await htmlFiles(EXAMPLES_DIR, '/examples/')),
      // console routes: the SPA fallback
      '/',
      '/dashboard',
      '/login?redirect=%2Fsource',
      '/p/dashboard',
      // the API's reference page (http/openapi.ts)
      '/api/docs',
      '/api/docs/',
    ];
    for (const page of pages) await expectUnframeable(`${server.baseUrl}${page}`);
  });

  it('of the examples origin forbids framing by other sites', async () => {
    const pages = [...(await htmlFiles(EXAMPLES_DIR, '/examples/')), '/'];
    for (const page of pages) await expectUnframeable(`${examplesOrigin.url}${page}`);
  });

  it('from any registered route, a new one included, forbids framing', async () => {
    for (const route of server.apiRoutes.filter((candidate) => candidate.method === 'GET')) {
      const response = await fetch(`${server.baseUrl}${route.url.replace(/:[A-Za-z]+/g, '1')}`);
      await response.arrayBuffer();
      if (!/^text\/html/.test(response.headers.get('content-type') ?? '')) continue;
      expect(frameAncestors(response.headers.get('content-security-policy')), route.url).toBe("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options'), route.url).toBe('SAMEORIGIN');
    }
  });
});
