/**
 * findSources under load: 50 concurrent clients (autocannon) on one server instance, or on two instances
 * of one PostgreSQL database behind a round-robin proxy, beside a bare Fastify route that answers the same 60 rows
 * without a database. Each server and the proxy run in processes of their own; the load comes from this one.
 * The clients read the library's four pages in each of its six orders in turn; the pages are answered from memory
 * after their first read (server/areas/materials/list-page.ts), which is what a library read far more often than it
 * changes gets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { SORT_OPTIONS } from '@shared/materials/kinds.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { openDatabase } from '@server/db/database.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { freePort } from '@server/test-support/free-port.ts';

type Throughput = { requestsPerSecond: number; p99: number; errors: number };

const CONNECTIONS = 50;
const SECONDS = 10;
const ROWS = 240;


async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

function load(url: string, headers: Record<string, string> = {}, paths: string[] = []): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    // each connection goes through `paths` in turn, when given
    const requests = paths.map((path) => ({ method: 'GET' as const, path }));
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, ...(requests.length ? { requests } : {}) }, (error, result) => {
      if (error) reject(error);
      else resolve({ requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

function startProcess(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: 'ignore' });
}

/** Starts the real server (server/main.ts) on a fresh data directory, and on `databaseUrl` when given. */
async function startLectern(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-load-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LECTERN_DATA_DIR: dataDir, LECTERN_EXAMPLES_PORT: 'off', LECTERN_FFMPEG: 'off', LECTERN_FFPROBE: 'off', ...(databaseUrl ? { LECTERN_DATABASE_URL: databaseUrl } : {}) };
  const child = startProcess(['server/main.ts'], env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v3/account/phone/exist?phone=13800000000`, child);
  return { base, port, dataDir, stop: () => (child.kill('SIGKILL'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** The teacher's library grows to ROWS pictures, so a page holds 60 rows as in the DESIGN.md budget. */
async function addPictures(dataDir: string, databaseUrl: string | undefined, ownerId: number): Promise<void> {
  const db = openDatabase(dataDir, databaseUrl);
  try {
    const category = await db.selectFrom('material_categories').select('id').where('owner_id', '=', ownerId).orderBy('id').executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      owner_id: ownerId, kind: 'picture' as const, category_id: category.id, title: `课程封面 ${i}`, file_name: `课程封面 ${i}.png`,
      stored_name: `${i.toString(16).padStart(32, '0')}.png`, file_suffix: 'png', mime: 'image/png', file_size: 120_000 + i,
      width: 1280, height: 720, status: PROCESSING_STATUS.processed, created_at: now - i,
    }));
    await db.insertInto('materials').values(rows).execute();
  } finally {
    await db.destroy();
  }
}

export type ThroughputRun = { findSources: Throughput; bare: Throughput };

/**
 * One instance (on SQLite, or on PostgreSQL when `databaseUrl` is given), or `instances` of them on one
 * PostgreSQL database behind the round-robin proxy (the first one migrates and seeds it; the others start after).
 */
export async function benchThroughput(databaseUrl?: string, instances = 1): Promise<ThroughputRun> {
  if (instances > 1 && databaseUrl === undefined) throw new Error('several instances share a PostgreSQL database');
  const servers = [await startLectern(databaseUrl)];
  const helpers: ChildProcess[] = [];
  const first = servers[0]!;
  const bodyFile = path.join(first.dataDir, 'page.json');
  try {
    while (servers.length < instances) servers.push(await startLectern(databaseUrl));
    let base = first.base;
    if (instances > 1) {
      const proxyPort = await freePort();
      helpers.push(startProcess(['scripts/bench-proxy.ts', String(proxyPort), ...servers.map((server) => String(server.port))]));
      base = `http://127.0.0.1:${proxyPort}`;
      await waitFor(`${base}/api/v3/account/phone/exist?phone=13800000000`, helpers[0]!);
    }
    const signIn = await fetch(`${base}${ACCOUNT_PATHS.webLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'lectern-demo' }),
    });
    const session = (await signIn.json()) as { data: { token: { id: string }; user: { id: number } } };
    await addPictures(first.dataDir, databaseUrl, session.data.user.id);
    const url = `${base}${MATERIAL_PATHS.findSources('picture')}?app=lectern&appid=web&u=${session.data.user.id}&page=1&pageSize=60&sort_by=time_desc`;
    const headers = { authorization: session.data.token.id };
    const page = await fetch(url, { headers });
    const text = await page.text();
    if (!page.ok || (JSON.parse(text) as { rows: unknown[] }).rows.length !== 60) throw new Error(`findSources answered ${page.status}: ${text.slice(0, 200)}`);
    fs.writeFileSync(bodyFile, text);
    const barePort = await freePort();
    helpers.push(startProcess(['scripts/bench-bare-server.ts', bodyFile, String(barePort)]));
    await waitFor(`http://127.0.0.1:${barePort}/bare`, helpers.at(-1)!);
    // one after the other, so neither competes with the other for the cores
    const bare = await load(`http://127.0.0.1:${barePort}/bare`);
    // the four pages of the library in each of the six orders, one after the other
    const paths = [1, 2, 3, 4].flatMap((pageNo) =>
      SORT_OPTIONS.map((sort) => `${MATERIAL_PATHS.findSources('picture')}?app=lectern&appid=web&u=${session.data.user.id}&page=${pageNo}&pageSize=60&sort_by=${sort}`),
    );
    const findSources = await load(url, headers, paths);
    return { findSources, bare };
  } finally {
    for (const helper of helpers) helper.kill('SIGKILL');
    for (const server of servers) server.stop();
  }
}

if (process.argv[1]?.endsWith('bench-throughput.ts')) {
  const result = await benchThroughput(process.argv[2], Number(process.argv[3] ?? 1));
  console.log(JSON.stringify(result, null, 2));
}
