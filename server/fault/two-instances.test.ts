/**
 * Two server instances, child processes, on one PostgreSQL database and one bucket ("Several
 * instances"): a session made on one works on the other; a resumable upload started through one goes on through
 * the other and becomes one material; an instance killed (SIGKILL) in the middle of an upload loses nothing, the
 * other takes the upload over from the offset the bucket holds. (A notification made through one reaching a
 * stream on the other: server/areas/notifications/instances.test.ts.) It sets up its own PostgreSQL database and
 * s3rver bucket, so it runs once, in the first pass (scripts/test-postgres.ts leaves it out of the second).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { SessionUser } from '@shared/session/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { toneWav } from '@server/seed/media/wav.ts';
import { freshBucket, removeBucket } from '@server/test-support/buckets.ts';
import { forgetDatabase, queryTestDatabase, rememberDatabase } from '@server/test-support/databases.ts';
import { freePort } from '@server/test-support/free-port.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { dropPostgresDatabase, freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { startS3Server, type S3TestServer } from '@server/test-support/s3-server.ts';
import { sha256 } from './media.ts';
import { seededRandom } from './random.ts';
import { answerOf, createClient, LOST, postForm, slowBody, streamed, type Client } from './requests.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';
import { processedStatus, servedMedia } from './verify.ts';

const TUS = { 'Tus-Resumable': '1.0.0' } as const;

const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.skipIf(!postgresAvailable)('two instances on one PostgreSQL and one bucket', () => {
  let s3: S3TestServer;
  let storageUrl: string;
  let databaseUrl: string;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let teacherId: number;
  let onA: Client;
  let onB: Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    storageUrl = await freshBucket(s3.endpoint);
    databaseUrl = await freshPostgresDatabase();
    const [dirA, dirB] = await Promise.all([0, 1].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'lectern-instance-'))));
    dataDirs.push(dirA!, dirB!);
    rememberDatabase(dirA!, databaseUrl);
    // one secret for both, as docs/deployment.md asks: a sign or media URL of one instance is checked by the other
    const mediaSecret = randomBytes(32).toString('hex');
    a = serverProcess({ port: await freePort(), dataDir: dirA!, databaseUrl, storageUrl, mediaSecret });
    b = serverProcess({ port: await freePort(), dataDir: dirB!, databaseUrl, storageUrl, mediaSecret });
    // the first one migrates and seeds (its demo media into the bucket); the second finds it done
    await a.start();
    await b.start();
    const session = await login(a.baseUrl, PHONES.teacher);
    token = session.token.id;
    teacherId = session.user.id;
    onA = createClient(a.baseUrl, token, seededRandom(1));
    onB = createClient(b.baseUrl, token, seededRandom(2));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    if (storageUrl) await removeBucket(storageUrl);
    await s3?.close();
    for (const dir of dataDirs) {
      forgetDatabase(dir);
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  /** A sign and a new tus upload through `client`; the upload's URL. */
  async function openUpload(client: Client, fileName: string, size: number) {
    const signed = await postForm(client, MATERIAL_PATHS.createSourceSign('audio'), { title: fileName.replace(/\.wav$/, '') });
    if (signed === LOST) throw new Error('no answer to the sign');
    const { sign, video_id: videoId } = (await answerOf<{ sign: string; video_id: string }>(signed)).data!;
    const created = await fetch(new URL(MATERIAL_PATHS.vodUpload, client.baseUrl), {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata({ sign, filename: fileName }) },
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(created.headers.get('location')!, client.baseUrl).pathname;
    return { sign, videoId, uploadPath };
  }

  const patch = (baseUrl: string, uploadPath: string, sign: string, offset: number, body: Uint8Array) =>
    fetch(new URL(uploadPath, baseUrl), {
      method: 'PATCH',
      headers: { ...TUS, authorization: sign, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(body),
    });

  const offsetOn = async (baseUrl: string, uploadPath: string, sign: string) => {
    const head = await fetch(new URL(uploadPath, baseUrl), { method: 'HEAD', headers: { ...TUS, authorization: sign } });
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  };

  const rowsOf = (videoId: string) =>
    queryTestDatabase<{ id: number; file_size: number }>(dataDirs[0]!, 'select id, file_size from materials where video_id = ?', [videoId]);

  it('a session made on one instance works on the other', async () => {
    const answer = await fetch(new URL(`${ACCOUNT_PATHS.userInfo}?app=lectern&appid=web&u=0`, b.baseUrl), { headers: { authorization: token } });
    expect(answer.status).toBe(200);
    expect((await answerOf<SessionUser>(answer)).data?.id).toBe(teacherId);
  });

  it('a resumable upload started through one instance goes on through the other and becomes one material', async () => {
    const bytes = toneWav(40, 330);
    const { sign, videoId, uploadPath } = await openUpload(onA, 'two-instances-a.wav', bytes.length);
    const half = Math.floor(bytes.length / 2);
    expect((await patch(a.baseUrl, uploadPath, sign, 0, bytes.subarray(0, half))).status).toBe(204);
    // the other instance knows the upload and its offset: both are in the database and the bucket
    expect(await offsetOn(b.baseUrl, uploadPath, sign)).toBe(half);
    const last = await patch(b.baseUrl, uploadPath, sign, half, bytes.subarray(half));
    expect(last.status).toBe(204);
    expect(last.headers.get('x-material-id')).toMatch(/^[1-9][0-9]*$/);
    expect(await rowsOf(videoId)).toEqual([{ id: Number(last.headers.get('x-material-id')), file_size: bytes.length }]);
    // processed by whichever instance claimed the job, served alike by both
    expect((await processedStatus(onA, videoId)).status).toBe(PROCESSING_STATUS.processed);
    expect(await servedMedia(onA, videoId)).toBe(sha256(bytes));
    expect(await servedMedia(onB, videoId)).toBe(sha256(bytes));
  });

  it('an instance killed in the middle of an upload loses nothing: the other takes it over from the offset the bucket holds', async () => {
    const bytes = toneWav(48, 392);
    const { sign, videoId, uploadPath } = await openUpload(onA, 'two-instances-b.wav', bytes.length);
    const third = Math.floor(bytes.length / 3);
    expect((await patch(a.baseUrl, uploadPath, sign, 0, bytes.subarray(0, third))).status).toBe(204);
    // the second third goes slowly to A, which is killed while it arrives
    const cut = fetch(
      new URL(uploadPath, a.baseUrl),
      streamed(
        'PATCH',
        { ...TUS, authorization: sign, 'Upload-Offset': String(third), 'Content-Type': 'application/offset+octet-stream' },
        slowBody(bytes.subarray(third, 2 * third), { pieceBytes: 64 * 1024, pauseMs: 40 }),
      ),
    ).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.kill();
    expect(await cut).toBe('no answer');
    // B answers where the upload stands in the bucket: on S3 a PATCH takes the unfinished tail of the last part
    // (under 5 MB) out to send it on with the new bytes, so a kill in between may take the offset back; the
    // client sends from there, as tus clients do after a HEAD
    const offset = await offsetOn(b.baseUrl, uploadPath, sign);
    expect(offset).toBeLessThan(bytes.length);
    const last = await patch(b.baseUrl, uploadPath, sign, offset, bytes.subarray(offset));
    expect(last.status).toBe(204);
    expect(await rowsOf(videoId)).toHaveLength(1);
    expect((await processedStatus(onB, videoId)).status).toBe(PROCESSING_STATUS.processed);
    expect(await servedMedia(onB, videoId)).toBe(sha256(bytes));
    // A comes back on the same database and bucket and serves the same bytes
    await a.start();
    expect(await servedMedia(onA, videoId)).toBe(sha256(bytes));
    expect(await rowsOf(videoId)).toHaveLength(1);
  });
});
