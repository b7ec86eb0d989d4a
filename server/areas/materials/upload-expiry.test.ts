/**
 * Security contract of the video cloud's uploads: an unfinished upload expires 24 h after its
 * creation; the sweep (at start and then periodically) removes it and its files, and its reserved bytes go back to
 * the quota. Time is the server's clock, moved by the test.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { incomingUploads, releaseStorage, storageForDataDir, writeUnknownUpload } from '@server/test-support/buckets.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { createSign, tusCreate, tusHead, tusPatch } from './test-support.ts';

const YEAR = 365 * 86_400;
const DAY = 86_400;
const QUOTA = 1024 * 1024;
const KB600 = 600 * 1024;
const FULL = { result: 'fail', code: 41301, message: '您的存储空间已达上限' };
const materials = { freeQuotaBytes: QUOTA, ffprobe: null, ffmpeg: null, seedFiles: false };

/** The real server over `dataDir`, which outlives it (a restart is a second call). */
async function serve(dataDir: string, storageUrl: string | undefined, clock: TestClock) {
  const app = await buildApp({
    dataDir,
    storageUrl,
    now: clock.now,
    accessTokenTtl: YEAR,
    refreshTokenTtl: YEAR,
    consoleDir: path.join(dataDir, 'no-console'),
    widgetsDir: path.join(dataDir, 'no-widgets'),
    examplesDir: path.join(dataDir, 'no-examples'),
    materials,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the sweep at start', () => {
  let dataDir: string;
  let storageUrl: string | undefined;
  const clock = testClock();
  const incoming = () => incomingUploads(dataDir);

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-sweep-'));
    storageUrl = await storageForDataDir(dataDir, inject('s3Endpoint'));
  });
  afterAll(async () => {
    await releaseStorage(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an upload for 24 h with its reservation, then removes it and its files and gives its bytes back', async () => {
    let server = await serve(dataDir, storageUrl, clock);
    const token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    const fresh = async () => (await createSign(server.baseUrl, token, 'audio')).body.sign!;
    const sign = await fresh();
    const created = await tusCreate(server.baseUrl, { sign, filename: 'long.wav' }, KB600);
    expect(created.response.status).toBe(201);
    /** the upload's URL on the restarted server (another port) */
    const uploadUrl = () => new URL(new URL(created.url!).pathname, server.baseUrl).toString();
    expect((await tusPatch(created.url!, 0, new Uint8Array(1000))).response.status).toBe(204);
    // an upload an older server left, of which nothing is known
    await writeUnknownUpload(dataDir, 'legacy0123');
    expect(await incoming()).toHaveLength(2);
    await server.close();

    clock.advance(DAY - 60);
    server = await serve(dataDir, storageUrl, clock);
    expect((await tusHead(uploadUrl(), sign)).headers.get('upload-offset')).toBe('1000');
    expect(await incoming()).toHaveLength(1);
    const blocked = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'more.wav' }, KB600);
    expect(blocked.response.status).toBe(403);
    expect(JSON.parse(blocked.body)).toEqual(FULL);
    await server.close();

    clock.advance(61);
    server = await serve(dataDir, storageUrl, clock);
    expect(await incoming()).toEqual([]);
    expect((await tusHead(uploadUrl(), sign)).status).toBe(404);
    const room = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'more.wav' }, KB600);
    expect(room.response.status).toBe(201);
    await server.close();
  });
});

describe('the periodic sweep', () => {
  let server: TestServer;
  const clock = testClock();
  const incoming = () => incomingUploads(server.dataDir);

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: YEAR, refreshTokenTtl: YEAR, materials: { ...materials, uploadSweepEveryMs: 20 } });
  });
  afterAll(() => server.close());

  it('removes an upload once the clock passes its 24 h, and gives its bytes back', async () => {
    const token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    const fresh = async () => (await createSign(server.baseUrl, token, 'audio')).body.sign!;
    const created = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'long.wav' }, KB600);
    expect((await tusPatch(created.url!, 0, new Uint8Array(1000))).response.status).toBe(204);
    expect(await incoming()).toHaveLength(1);

    clock.advance(DAY + 1);
    await until(async () => (await incoming()).length === 0, 'swept');
    expect((await tusHead(created.url!)).status).toBe(404);
    const room = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'more.wav' }, KB600);
    expect(room.response.status).toBe(201);
  });
});
