/**
 * The large-upload budget (DESIGN.md): a 1 GB video upload through the server's tus endpoint keeps its resident
 * memory within 64 MB of idle, at a throughput of at least 0.8 of a plain stream-to-disk copy on this machine.
 * Both servers are separate processes fed by the same streaming client, measured in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHUNK = Buffer.alloc(1024 * 1024);
// an ISO BMFF 'ftyp' box, so the upload's first bytes say "MP4" to the magic-byte check
const MP4_HEAD = Buffer.from('0000001c667479706973366d0000020069736f6d69736f32617663316d703431', 'hex');

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Streams `bytes` to the URL with backpressure, sampling the receiving process's memory; resolves seconds taken. */
function streamTo(url: string, method: string, headers: Record<string, string>, bytes: number, pid: number, peak: { rss: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sampler = setInterval(() => (peak.rss = Math.max(peak.rss, rssBytes(pid))), 50);
    const req = request(url, { method, headers: { ...headers, 'Content-Length': String(bytes) } }, (res) => {
      res.resume();
      res.on('end', () => {
        clearInterval(sampler);
        if ((res.statusCode ?? 500) >= 300) reject(new Error(`upload answered ${res.statusCode}`));
        else resolve((performance.now() - started) / 1000);
      });
    });
    req.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const piece = sent === 0 ? Buffer.concat([MP4_HEAD, CHUNK.subarray(MP4_HEAD.length)]) : CHUNK;
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

function spawnNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function benchLargeUpload(bytes = 1024 ** 3, port = 18_931) {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-bench-upload-'));
  const base = `http://127.0.0.1:${port}`;
  const lectern = spawnNode(['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port), HOST: '127.0.0.1', LECTERN_DATA_DIR: join(dir, 'data'), LECTERN_FREE_QUOTA_BYTES: String(8 * 1024 ** 3),
  });
  const plainPort = port + 1;
  const plain = spawnNode(['-e', `
    const http = require('node:http'); const fs = require('node:fs');
    http.createServer((req, res) => req.pipe(fs.createWriteStream(${JSON.stringify(join(dir, 'plain.bin'))})).on('finish', () => res.end('ok')))
      .listen(${plainPort}, '127.0.0.1');`], {});
  try {
    await waitFor(`${base}/api/v3/account/phone/exist?phone=13800000000`);
    await waitFor(`http://127.0.0.1:${plainPort}/`).catch(() => undefined);
    const login = await json<{ data: { token: { id: string } } }>(await fetch(`${base}/api/v3/account/web_login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000000', password: 'lectern-demo' }),
    }));
    const sign = await json<{ sign: string }>(await fetch(`${base}/api/v3/column_hybrid/source/video/createSourceSign`, {
      method: 'POST',
      headers: { authorization: login.data.token.id, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ categoryId: '0', title: 'bench' }).toString(),
    }));
    const metadata = Object.entries({ sign: sign.sign, filename: 'bench.mp4', filetype: 'video/mp4' })
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`).join(',');
    const created = await fetch(`${base}/api/v3/vod/upload`, {
      method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(bytes), 'Upload-Metadata': metadata },
    });
    const location = created.headers.get('location');
    if (!location) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = rssBytes(lectern.pid!);
    const peak = { rss: idle };
    const lecternSeconds = await streamTo(new URL(location, base).toString(), 'PATCH',
      { 'Tus-Resumable': '1.0.0', Authorization: sign.sign, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, bytes, lectern.pid!, peak);
    const plainPeak = { rss: 0 };
    const plainSeconds = await streamTo(`http://127.0.0.1:${plainPort}/`, 'POST', { 'Content-Type': 'application/octet-stream' }, bytes, plain.pid!, plainPeak);
    return {
      idleMb: idle / 1024 ** 2,
      growthMb: (peak.rss - idle) / 1024 ** 2,
      lecternMbPerSecond: bytes / 1024 ** 2 / lecternSeconds,
      plainMbPerSecond: bytes / 1024 ** 2 / plainSeconds,
    };
  } finally {
    lectern.kill('SIGTERM');
    plain.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
