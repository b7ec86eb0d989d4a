import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainOriginFor, startExamplesOrigin, type RunningExamplesOrigin } from './examples-origin.ts';

const EDITOR_HTML = '<!doctype html><title>Editor</title><script>document.title = "x";</script>';

let root: string;
let examplesDir: string;
let origin: RunningExamplesOrigin;
const warnings: string[] = [];
const log = { warn: (_obj: object, message: string) => void warnings.push(message) };

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-examples-'));
  examplesDir = path.join(root, 'examples');
  await fs.mkdir(path.join(examplesDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(examplesDir, 'editor.html'), EDITOR_HTML);
  await fs.writeFile(path.join(examplesDir, 'assets', 'editor.mjs'), 'export {};');
  await fs.writeFile(path.join(root, 'package.json'), '{"secret": true}');
  const started = await startExamplesOrigin({ examplesDir, mainHost: '127.0.0.1', mainPort: 18080, host: '127.0.0.1', port: 0, log });
  if (!started) throw new Error(`examples origin did not start: ${warnings.join('; ')}`);
  origin = started;
});
afterAll(async () => {
  await origin.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** A request whose path goes out exactly as written (fetch would resolve `..` first). */
function rawGet(p: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: p, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the examples origin', () => {
  it('serves the example pages with no-cache and no CSP but frame-ancestors', async () => {
    const response = await fetch(`${origin.url}/examples/editor.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(EDITOR_HTML);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const script = await fetch(`${origin.url}/examples/assets/editor.mjs`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('names the main server in lectern-origin.js', async () => {
    const response = await fetch(`${origin.url}/examples/lectern-origin.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('window.LECTERN_ORIGIN = "http://127.0.0.1:18080";\n');
  });

  it('redirects / to the editor example', async () => {
    const response = await fetch(`${origin.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/examples/editor.html');
  });

  it('serves nothing outside examples/', async () => {
    for (const p of ['/api/v3/account/user_info', '/widgets/lectern-widgets.js', '/package.json', '/examples/missing.html']) {
      const response = await fetch(`${origin.url}${p}`);
      expect(response.status, p).toBe(404);
      expect(await response.json()).toEqual({ result: 'fail', code: 40400, message: '文件不存在' });
    }
    for (const p of ['/examples/../package.json', '/examples/%2e%2e/package.json', '/examples/..%2fpackage.json', '/examples/assets/../../package.json']) {
      const response = await rawGet(p);
      expect(response.status, p).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('on a busy port, warns and starts nothing', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const before = warnings.length;
      const second = await startExamplesOrigin({ examplesDir, mainHost: '127.0.0.1', mainPort: 18080, host: '127.0.0.1', port, log });
      expect(second).toBeUndefined();
      expect(warnings.slice(before)).toEqual([`examples origin not started on port ${port}; going on without it`]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('mainOriginFor', () => {
  it('uses the main HOST, or the name the page came in on when HOST is a wildcard', () => {
    expect(mainOriginFor('127.0.0.1', 8080, { hostname: 'localhost' })).toBe('http://127.0.0.1:8080');
    expect(mainOriginFor('0.0.0.0', 8080, { hostname: '192.168.1.5' })).toBe('http://192.168.1.5:8080');
    expect(mainOriginFor('::', 9000, { hostname: '[::1]' })).toBe('http://[::1]:9000');
    expect(mainOriginFor('::1', 9000, { hostname: 'x' })).toBe('http://[::1]:9000');
  });
});
