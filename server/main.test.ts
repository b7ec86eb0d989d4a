/**
 * The real entry point, as `npm run serve` starts it: the start-up banner and the SMS log line that
 * the end-to-end tests rely on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { freePort } from '@server/test-support/free-port.ts';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');


let child: ChildProcess;
let output = '';
let dataDir: string;
let port: number;
let examplesPort: number;

async function waitFor(text: string, ms = 50_000): Promise<void> {
  const until = Date.now() + ms;
  while (!output.includes(text)) {
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}"; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-main-'));
  port = await freePort();
  examplesPort = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: dataDir,
      LECTERN_EXAMPLES_PORT: String(examplesPort),
      LECTERN_CORS_ORIGINS: 'https://editor.example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor('Lectern is running at');
}, 60_000); // a first start seeds generated media (ffmpeg), slow on a busy machine

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('prints the address, the demo accounts and the password', async () => {
    await waitFor('13800000002');
    expect(output).toContain(`Lectern is running at http://127.0.0.1:${port}/`);
    for (const phone of ['13800000000', '13800000001', '13800000002']) expect(output).toContain(phone);
    expect(output).toContain('lectern-demo');
    await expect(fs.stat(path.join(dataDir, 'lectern.db'))).resolves.toBeTruthy();
    // nothing on a new user's first screen looks broken: no deprecation or other warning of Node or a library
    expect(output).not.toMatch(/Warning|FSTDEP|DEP0\d+/);
  });

  it('starts the examples origin, names it, and lets its pages call the API', async () => {
    await waitFor('13800000002');
    expect(output).toContain(`Third-party editor example: http://127.0.0.1:${examplesPort}/examples/editor.html`);
    expect(output).toContain(`Legacy V1.0 page example: http://127.0.0.1:${port}/examples/legacy-v1.html`);
    const script = await fetch(`http://127.0.0.1:${examplesPort}/examples/lectern-origin.js`);
    expect(await script.text()).toBe(`window.LECTERN_ORIGIN = "http://127.0.0.1:${port}";\n`);
    for (const origin of [`http://127.0.0.1:${examplesPort}`, `http://localhost:${examplesPort}`, 'https://editor.example.com']) {
      const preflight = await fetch(`http://127.0.0.1:${port}${ACCOUNT_PATHS.userInfo}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('writes SMS codes to its log', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${ACCOUNT_PATHS.sendSms}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000' }),
    });
    expect(await response.json()).toEqual({ result: 'ok' });
    await waitFor('[sms] code for 13800000000: ');
    expect(output).toMatch(/\[sms\] code for 13800000000: \d{6}/);
  });
});
