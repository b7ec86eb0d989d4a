/**
 * What a server killed in the middle of an upload leaves, settled by the next start on the same data (found
 * by the fault suite, server/fault): each case puts the data directory in the state a SIGKILL at one moment
 * leaves, then starts a server on it (on PostgreSQL under LECTERN_TEST_ENGINE=postgres).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { listFiles, png, wav } from '@server/test-support/media-files.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '@server/test-support/postgres.ts';
import type { PlaySign } from '@shared/materials/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { createSign, tusCreate, tusHead, tusPatch, upload, videoStatus } from './test-support.ts';

const QUOTA = 1024 * 1024;
const materials = { freeQuotaBytes: QUOTA, ffprobe: null, ffmpeg: null, seedFiles: false };

/** The real server over `dataDir` (and `databaseUrl`), which outlive it (a restart is a second call). */
async function serve(dataDir: string, databaseUrl: string | undefined) {
  const app = await buildApp({
    dataDir,
    databaseUrl,
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

describe('a start after a crash', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let server: Awaited<ReturnType<typeof serve>>;
  let token: string;
  const incoming = () => listFiles(path.join(dataDir, 'vod-incoming'));
  /** an upload's URL on the running server (a restarted one listens on another port) */
  const here = (url: string) => new URL(new URL(url).pathname, server.baseUrl).toString();

  async function restart(): Promise<void> {
    await server.close();
    server = await serve(dataDir, databaseUrl);
  }

  /** A tus upload of `bytes` with `sent` of them PATCHed: its URL, sign and video_id. */
  async function started(bytes: Uint8Array, sent: number) {
    const sign = (await createSign(server.baseUrl, token, 'audio')).body;
    const created = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'lecture.wav' }, bytes.length);
    expect((await tusPatch(created.url!, 0, bytes.subarray(0, sent))).response.status).toBe(204);
    return { url: created.url!, sign: sign.sign!, videoId: sign.video_id!, id: path.basename(new URL(created.url!).pathname) };
  }

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-crash-'));
    databaseUrl = process.env.LECTERN_TEST_ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
    server = await serve(dataDir, databaseUrl);
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterEach(async () => {
    await server.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes an upload whose last bytes were written but not finished, which a HEAD would call complete', async () => {
    const bytes = wav(3);
    const upload = await started(bytes, 4096);
    // killed after writing the last PATCH's bytes, before the finish made them a material
    await fs.appendFile(path.join(dataDir, 'vod-incoming', upload.id), bytes.subarray(4096));
    await restart();

    const status = (await videoStatus(server.baseUrl, token, upload.videoId)).data!;
    expect(status.material_id).toEqual(expect.any(Number));
    const sign = (await call<PlaySign>(server.baseUrl, 'GET', MATERIAL_PATHS.getPlaySign(upload.videoId), { token })).body.data!;
    const served = Buffer.from(await (await fetch(new URL(sign.url, server.baseUrl))).arrayBuffer());
    expect(served.equals(bytes)).toBe(true);
    expect((await tusHead(here(upload.url), upload.sign)).status).toBe(404);
    expect(await incoming()).toEqual([]);
  });

  it('closes an upload whose data was already moved out, and gives its reservation back', async () => {
    const big = new Uint8Array(QUOTA - 4096);
    const upload = await started(big, 1000);
    // killed after the finish moved the data into the file store (a temp file there, swept), before the row
    await fs.rm(path.join(dataDir, 'vod-incoming', upload.id));
    await restart();

    expect((await tusHead(here(upload.url), upload.sign)).status).toBe(404);
    expect(await incoming()).toEqual([]);
    const again = await tusCreate(server.baseUrl, { sign: (await createSign(server.baseUrl, token, 'audio')).body.sign!, filename: 'again.wav' }, big.length);
    expect(again.response.status).toBe(201);
  });

  it('removes a material file no row names (renamed to its final name, the row not committed), and keeps the others', async () => {
    const kept = await upload<{ id: number }>(server.baseUrl, token, 'picture', 'kept.png', png());
    expect(kept.body.result).toBe('ok');
    const files = path.join(dataDir, 'files');
    const [owner] = await fs.readdir(files);
    const before = await listFiles(files);
    await fs.writeFile(path.join(files, owner!, '0123456789abcdef0123456789abcdef.png'), png());
    await restart();

    expect(await listFiles(files)).toEqual(before);
  });
});
