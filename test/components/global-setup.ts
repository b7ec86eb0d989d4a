import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A reference server with fresh demo data for the component tests (vitest.config.ts proxies /api to it). */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-components-'));
  const port = process.env.LECTERN_COMPONENT_PORT ?? '4391';
  const ready = `http://127.0.0.1:${port}/api/v3/account/phone/exist?phone=13800000000`;
  // a server left on the port (another run's) would answer for ours, with data earlier tests have changed
  if (await answers(ready)) throw new Error(`port ${port} is taken: stop what listens there or set LECTERN_COMPONENT_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', LECTERN_DATA_DIR: join(dir, 'data') },
    stdio: 'ignore',
  });
  // a first start seeds generated media (ffmpeg): slow on a busy machine
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the component-test server did not start');
    if (await answers(ready)) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
