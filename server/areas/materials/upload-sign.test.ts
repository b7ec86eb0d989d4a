/**
 * Security contract of the video cloud's uploads (findings 2 and 3): a sign opens one upload; the bytes
 * unfinished uploads declared count against the quota; a finish that finds its video_id taken answers 409 and
 * leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { login } from '@server/test-support/http.ts';
import { incomingUploads, storedFiles } from '@server/test-support/buckets.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { createSign, tusCreate, tusDelete, tusPatch, upload, waitProcessed } from './test-support.ts';

const YEAR = 365 * 86_400;
const QUOTA = 1024 * 1024;
const KB500 = 500 * 1024;
const USED = { result: 'fail', code: 40900, message: '该上传签名已使用，请重新获取' };
const FULL = { result: 'fail', code: 41301, message: '您的存储空间已达上限' };

async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openTestDatabase(dataDir);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A material row of the sign's owner with `videoId`, written straight into the database; its id. */
function insertMaterialWithVideoId(dataDir: string, videoId: string): Promise<number> {
  return withDatabase(dataDir, async (db) => {
    const category = await db.selectFrom('material_categories').select(['id', 'owner_id']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const row = await db
      .insertInto('materials')
      .values({ owner_id: category.owner_id, kind: 'audio', category_id: category.id, title: 'winner', file_name: 'winner.wav', stored_name: `winner-${videoId}.wav`, file_suffix: 'wav', mime: 'audio/wav', file_size: 0, video_id: videoId, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

function rowsWithVideoId(dataDir: string, videoId: string): Promise<number[]> {
  return withDatabase(dataDir, async (db) => (await db.selectFrom('materials').select('id').where('video_id', '=', videoId).execute()).map((r) => r.id));
}

describe('one sign, one upload; unfinished uploads hold their bytes', () => {
  let server: TestServer;
  let accounts = 0;
  const clock = testClock();
  const incoming = () => incomingUploads(server.dataDir);
  const stored = () => storedFiles(server.dataDir);

  /** a fresh free-tier teacher with an empty 1 MB library */
  async function teacher(): Promise<string> {
    const phone = `1390000${String((accounts += 1)).padStart(4, '0')}`;
    await createMainAccount(server.dataDir, phone);
    return (await login(server.baseUrl, phone)).token.id;
  }
  async function signOf(token: string) {
    const reply = await createSign(server.baseUrl, token, 'audio');
    expect(reply.status).toBe(200);
    return { sign: reply.body.sign!, videoId: reply.body.video_id! };
  }

  beforeAll(async () => {
    server = await startServer({
      now: clock.now,
      accessTokenTtl: YEAR,
      refreshTokenTtl: YEAR,
      materials: { freeQuotaBytes: QUOTA, ffprobe: null, ffmpeg: null },
    });
  });
  afterAll(() => server.close());

  it('refuses a second upload with the same sign while the first is still open, however it shows the sign', async () => {
    const token = await teacher();
    const { sign } = await signOf(token);
    const first = await tusCreate(server.baseUrl, { sign, filename: 'a.wav' }, 1000);
    expect(first.response.status).toBe(201);
    const again = await tusCreate(server.baseUrl, { sign, filename: 'b.wav' }, 1000);
    expect(again.response.status).toBe(409);
    expect(JSON.parse(again.body)).toEqual(USED);
    const asHeader = await tusCreate(server.baseUrl, { filename: 'c.wav' }, 1000, { authorization: sign });
    expect(asHeader.response.status).toBe(409);
    expect(JSON.parse(asHeader.body)).toEqual(USED);
    expect(await incoming()).toHaveLength(1); // the first upload
    expect((await tusDelete(first.url!)).response.status).toBe(204);
  });

  it('accepts one of ten 500 KB uploads sent at once with one sign', async () => {
    const token = await teacher();
    const { sign } = await signOf(token);
    const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => tusCreate(server.baseUrl, { sign, filename: `${i}.wav` }, KB500)));
    expect(tries.filter((t) => t.response.status === 201)).toHaveLength(1);
    for (const refused of tries.filter((t) => t.response.status !== 201)) {
      expect(refused.response.status).toBe(409);
      expect(JSON.parse(refused.body)).toEqual(USED);
    }
    await Promise.all(tries.filter((t) => t.url).map((t) => tusDelete(t.url!)));
  });

  it('counts the declared size of unfinished uploads against the quota: two of ten 500 KB uploads fit 1 MB', async () => {
    const token = await teacher();
    const signs = await Promise.all(Array.from({ length: 10 }, () => signOf(token)));
    const tries = await Promise.all(signs.map(({ sign }, i) => tusCreate(server.baseUrl, { sign, filename: `${i}.wav` }, KB500)));
    const accepted = tries.filter((t) => t.response.status === 201);
    expect(accepted).toHaveLength(2);
    for (const refused of tries.filter((t) => t.response.status !== 201)) {
      expect(refused.response.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual(FULL);
    }
    // the reservation holds for pictures too: 1000 KB of 1024 KB are spoken for
    const picture = await upload(server.baseUrl, token, 'picture', 'cover.png', Buffer.concat([png(), Buffer.alloc(30 * 1024)]));
    expect(picture.status).toBe(403);
    expect(picture.body).toEqual(FULL);
    // terminating an upload gives its bytes back
    expect((await tusDelete(accepted[0]!.url!)).response.status).toBe(204);
    const next = await tusCreate(server.baseUrl, { sign: (await signOf(token)).sign, filename: 'next.wav' }, KB500);
    expect(next.response.status).toBe(201);
  });

  it('turns the reservation of a finished upload into its stored size', async () => {
    const token = await teacher();
    const bytes = wav(1);
    const { sign, videoId } = await signOf(token);
    const [rest, beyond] = [await signOf(token), await signOf(token)];
    const created = await tusCreate(server.baseUrl, { sign, filename: 'lesson.wav' }, bytes.length);
    expect((await tusPatch(created.url!, 0, bytes)).response.status).toBe(204);
    await waitProcessed(server.baseUrl, token, videoId);
    const fills = await tusCreate(server.baseUrl, { sign: rest.sign, filename: 'rest.wav' }, QUOTA - bytes.length);
    expect(fills.response.status).toBe(201);
    const over = await tusCreate(server.baseUrl, { sign: beyond.sign, filename: 'beyond.wav' }, 1);
    expect(over.response.status).toBe(403);
    expect(JSON.parse(over.body)).toEqual(FULL);
    await tusDelete(fills.url!);
  });

  it('answers 409 when a finishing upload finds its video_id taken, and leaves no row, file or reservation', async () => {
    const token = await teacher();
    const bytes = wav(1);
    const { sign, videoId } = await signOf(token);
    const [storedBefore, incomingBefore] = [await stored(), await incoming()];
    const created = await tusCreate(server.baseUrl, { sign, filename: 'late.wav' }, bytes.length);
    expect(created.response.status).toBe(201);
    // another finisher got there first (a second server on the same database, or a second upload of the sign)
    const winner = await insertMaterialWithVideoId(server.dataDir, videoId);
    const finished = await tusPatch(created.url!, 0, bytes);
    expect(finished.response.status).toBe(409);
    expect(JSON.parse(finished.body)).toEqual(USED);
    expect(await rowsWithVideoId(server.dataDir, videoId)).toEqual([winner]);
    expect(await stored()).toEqual(storedBefore);
    expect(await incoming()).toEqual(incomingBefore);
    // its bytes are given back
    const rest = await tusCreate(server.baseUrl, { sign: (await signOf(token)).sign, filename: 'rest.wav' }, QUOTA - 1024);
    expect(rest.response.status).toBe(201);
  });
});
