import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, PlaySign } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { MEDIA_CSP } from './media-routes.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { createSign, tusCreate, tusOffset, tusPatch, uploadMedia, videoStatus, waitProcessed } from './test-support.ts';
import { incomingUploads, storedFiles } from '@server/test-support/buckets.ts';
import { FFMPEG, FFPROBE, mp3, mp4, png, wav, wma } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const YEAR = 365 * 86_400;

/** ffprobe that takes its time, so a test sees the row processing before processing ends */
async function slowFfprobe(dir: string): Promise<string | null> {
  if (!FFPROBE) return null;
  const file = path.join(dir, 'slow-ffprobe');
  await fs.writeFile(file, `#!/bin/sh\nsleep 0.4\nexec ${FFPROBE} "$@"\n`, { mode: 0o755 });
  return file;
}

describe('audio and video through the embedded video cloud (tus)', () => {
  let server: TestServer;
  let token: string;
  let toolDir: string;
  const clock = testClock();

  const stored = () => storedFiles(server.dataDir);
  const incoming = () => incomingUploads(server.dataDir);
  const findAudio = async () =>
    (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('audio'), { token })).body.rows as Material[];

  beforeAll(async () => {
    toolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-tools-'));
    server = await startServer({
      now: clock.now,
      accessTokenTtl: YEAR,
      refreshTokenTtl: YEAR,
      materials: {
        ffprobe: await slowFfprobe(toolDir),
        maxFileBytes: { audio: 5 * 1024 * 1024 },
        freeQuotaBytes: 2 * 1024 * 1024,
      },
    });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(toolDir, { recursive: true, force: true });
  });

  it('hands out a sign, video_id and the upload URL, without creating a row', async () => {
    const reply = await createSign(server.baseUrl, token, 'audio', { title: '第1讲', categoryId: '0' });
    expect(reply.status).toBe(200);
    const { sign, video_id: videoId, upload_url: uploadUrl } = reply.body;
    expect(reply.body.result).toBe('ok');
    expect(sign).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(videoId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(uploadUrl).toBe(MATERIAL_PATHS.vodUpload);
    expect(reply.body.data).toEqual({ sign, video_id: videoId, upload_url: uploadUrl });
    expect(await findAudio()).toEqual([]);
    expect((await videoStatus(server.baseUrl, token, videoId!)).data).toEqual({ video_id: videoId, status: PROCESSING_STATUS.missing, material_id: null });

    const unknownCategory = await createSign(server.baseUrl, token, 'audio', { categoryId: '99999' });
    expect(unknownCategory.status).toBe(404);
    const noSession = await createSign(server.baseUrl, 'nope', 'video');
    expect(noSession.status).toBe(401);
  });

  it('resumes an upload from the offset HEAD reports; the row is transcoding, then normal', async () => {
    const bytes = wav(1.5);
    const sign = (await createSign(server.baseUrl, token, 'audio', { title: '晨读 第一课' })).body;
    const created = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'morning.wav' }, bytes.length);
    expect(created.response.status).toBe(201);
    expect(created.url).toMatch(new RegExp(`${MATERIAL_PATHS.vodUpload}/[0-9a-f]+$`));
    const url = created.url!;

    const half = Math.floor(bytes.length / 2);
    const first = await tusPatch(url, 0, bytes.subarray(0, half));
    expect(first.response.status).toBe(204);
    expect(first.response.headers.get('upload-offset')).toBe(String(half));
    // the client lost track: it asks where to go on
    const offset = await tusOffset(url);
    expect(offset).toBe(half);
    const conflict = await tusPatch(url, 0, bytes.subarray(0, 10));
    expect(conflict.response.status).toBe(409);
    const last = await tusPatch(url, offset, bytes.subarray(offset));
    expect(last.response.status).toBe(204);

    const pending = await videoStatus(server.baseUrl, token, sign.video_id!);
    expect(pending.data).toMatchObject({ video_id: sign.video_id, status: PROCESSING_STATUS.processing });
    const listed = (await findAudio())[0]!;
    expect(listed).toMatchObject({ target_type: 'audio', title: '晨读 第一课', file_name: 'morning.wav', video_id: sign.video_id, filesize: null });

    const done = await waitProcessed(server.baseUrl, token, sign.video_id!);
    expect(done).toEqual({ video_id: sign.video_id, status: PROCESSING_STATUS.processed, material_id: listed.id });
    const row = (await findAudio())[0]!;
    expect(row.filesize).toBe(Math.ceil(bytes.length / 1024));
    expect(row.duration).toBeCloseTo(1.5, 1);
    expect(Math.abs(row.duration! - 1.5)).toBeLessThanOrEqual(0.2);
    expect(await incoming()).toEqual([]);
    expect(await stored()).toContainEqual(expect.stringMatching(/^\d+\/[0-9a-f]{32}\.wav$/));
    // the finished upload is forgotten
    expect((await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } })).status).toBe(404);
  });

  it.skipIf(!FFMPEG)('takes an MP3 with its real duration', async () => {
    const status = await uploadMedia(server.baseUrl, token, 'audio', 'tone.mp3', (await mp3(2))!);
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const row = (await findAudio()).find((m) => m.id === status.material_id)!;
    expect(Math.abs(row.duration! - 2)).toBeLessThanOrEqual(0.2);
  });

  it.skipIf(!FFMPEG)('makes a poster for a video and plays it through a signed URL with ranges', async () => {
    const bytes = (await mp4(3))!;
    const status = await uploadMedia(server.baseUrl, token, 'video', 'lesson one.mp4', bytes, { title: '第一课' });
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const videos = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('video'), { token })).body.rows as Material[];
    const row = videos.find((m) => m.id === status.material_id)!;
    expect(row).toMatchObject({ target_type: 'video', title: '第一课', file_name: 'lesson one.mp4', filesize: Math.ceil(bytes.length / 1024) });
    expect(Math.abs(row.duration! - 3)).toBeLessThanOrEqual(0.2);
    expect(row.holder).toMatch(new RegExp(`^${MATERIAL_PATHS.mediaFile}/`));
    const poster = await fetch(new URL(row.holder!, server.baseUrl));
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await poster.arrayBuffer());
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const play = await call<PlaySign>(server.baseUrl, 'GET', MATERIAL_PATHS.getPlaySign(row.video_id!), { token });
    expect(play.body.data).toMatchObject({ fileId: row.video_id, appId: 'lectern-vod' });
    const sign = play.body.data!;
    expect(sign.url).toBe(`${MATERIAL_PATHS.mediaFile}/${sign.token}`);
    expect(sign.holder).toMatch(new RegExp(`^${MATERIAL_PATHS.mediaFile}/`));

    const range = await fetch(new URL(sign.url, server.baseUrl), { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect(range.headers.get('content-disposition')).toMatch(/^inline; filename="lesson one.mp4"/);
    expect(range.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(range.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await fetch(new URL(sign.url, server.baseUrl), { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await fetch(new URL(sign.url, server.baseUrl), { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const whole = await fetch(new URL(sign.url, server.baseUrl));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a missing, forged or expired sign at creation', async () => {
    const refused = { result: 'fail', code: 40301, message: '上传签名无效或已过期，请重新获取' };
    const none = await tusCreate(server.baseUrl, { filename: 'a.wav' }, 100);
    expect(none.response.status).toBe(403);
    expect(JSON.parse(none.body)).toEqual(refused);

    const { sign } = (await createSign(server.baseUrl, token, 'audio')).body;
    const [body, mac] = sign!.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), o: 999 })).toString('base64url');
    const forged = await tusCreate(server.baseUrl, { sign: `${forgedBody}.${mac}`, filename: 'a.wav' }, 100);
    expect(forged.response.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual(refused);

    clock.advance(7201);
    const expired = await tusCreate(server.baseUrl, { sign: sign!, filename: 'a.wav' }, 100);
    expect(expired.response.status).toBe(403);
    expect(JSON.parse(expired.body)).toEqual(refused);
    expect(await incoming()).toEqual([]);
  });

  it('refuses at creation a wrong extension, no size, an empty file, too large, over quota', async () => {
    const fresh = async (kind: 'audio' | 'video' = 'audio') => (await createSign(server.baseUrl, token, kind)).body.sign!;
    const wrong = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'clip.mp4' }, 100);
    expect(wrong.response.status).toBe(400);
    expect(JSON.parse(wrong.body).message).toBe('不支持的文件类型 .mp4，音频仅支持 mp3、m4a、wav、aac、wma');
    const noName = await tusCreate(server.baseUrl, { sign: await fresh() }, 100);
    expect(JSON.parse(noName.body).message).toBe('参数错误：Upload-Metadata 缺少 filename');
    const empty = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'a.wav' }, 0);
    expect(JSON.parse(empty.body).message).toBe('文件为空，请重新选择');
    const large = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'a.wav' }, 5 * 1024 * 1024 + 1);
    expect(large.response.status).toBe(413);
    expect(JSON.parse(large.body)).toEqual({ result: 'fail', code: 41300, message: '文件过大，音频最大 5 MB' });
    const overQuota = await tusCreate(server.baseUrl, { sign: await fresh(), filename: 'a.wav' }, 3 * 1024 * 1024);
    expect(overQuota.response.status).toBe(403);
    expect(JSON.parse(overQuota.body)).toEqual({ result: 'fail', code: 41301, message: '您的存储空间已达上限' });
    const deferred = await fetch(new URL(MATERIAL_PATHS.vodUpload, server.baseUrl), {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Defer-Length': '1', 'Upload-Metadata': `sign ${Buffer.from(await fresh()).toString('base64')},filename ${Buffer.from('a.wav').toString('base64')}` },
    });
    expect(deferred.status).toBe(400);
    expect(await incoming()).toEqual([]);
  });

  it('checks the magic bytes when the upload ends: a mismatch leaves nothing', async () => {
    const before = await stored();
    const { sign, video_id: videoId } = (await createSign(server.baseUrl, token, 'audio')).body;
    const text = Buffer.from('definitely not an mp3 file '.repeat(40));
    const created = await tusCreate(server.baseUrl, { sign: sign!, filename: 'fake.mp3' }, text.length);
    const finished = await tusPatch(created.url!, 0, text);
    expect(finished.response.status).toBe(400);
    expect(JSON.parse(finished.body).message).toBe('文件内容与扩展名 .mp3 不符，请上传真实的音频文件');
    expect(await stored()).toEqual(before);
    expect(await incoming()).toEqual([]);
    expect((await videoStatus(server.baseUrl, token, videoId!)).data!.status).toBe(PROCESSING_STATUS.missing);
  });

  it.skipIf(!FFMPEG)('marks a broken file failed with a message', async () => {
    const real = (await mp4(1))!;
    // a real MP4 header, then noise: the magic bytes pass, ffprobe cannot read it
    const broken = Buffer.concat([real.subarray(0, 32), randomBytes(4000)]);
    const status = await uploadMedia(server.baseUrl, token, 'video', 'broken.mp4', broken);
    expect(status).toMatchObject({ status: PROCESSING_STATUS.failed, message: '文件已损坏或格式无法识别，请检查后重新上传' });
    const videos = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('video'), { token })).body.rows as Material[];
    expect(videos.find((m) => m.id === status.material_id)).toMatchObject({ filesize: null, holder: '' });
  });

  it('takes one upload per sign', async () => {
    const bytes = wav(0.5);
    const sign = (await createSign(server.baseUrl, token, 'audio')).body;
    const first = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'a.wav' }, bytes.length);
    await tusPatch(first.url!, 0, bytes);
    await waitProcessed(server.baseUrl, token, sign.video_id!);
    const second = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'b.wav' }, bytes.length);
    expect(second.response.status).toBe(409);
    expect(JSON.parse(second.body).message).toBe('该上传签名已使用，请重新获取');
  });

  it('never deletes audio or video', async () => {
    const audio = (await findAudio())[0]!;
    const reply = await call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(audio.id), { token });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('音视频素材不支持删除');
    const rename = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(audio.id), { token, form: { file_name: '改名' } });
    expect(rename.body).toEqual({ result: 'ok' });
  });

  it('answers 404 for an unknown video_id on getPlaySign', async () => {
    const reply = await call(server.baseUrl, 'GET', MATERIAL_PATHS.getPlaySign('nope'), { token });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('素材不存在');
  });
});

describe('the video cloud without ffprobe and ffmpeg', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ materials: { ffprobe: null, ffmpeg: null } });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterAll(() => server.close());

  it('reads the duration with music-metadata', async () => {
    const status = await uploadMedia(server.baseUrl, token, 'audio', 'a.wav', wav(1.5));
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const rows = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('audio'), { token })).body.rows as Material[];
    expect(Math.abs(rows[0]!.duration! - 1.5)).toBeLessThanOrEqual(0.2);
  });

  it.skipIf(!FFMPEG)('takes a video without a poster', async () => {
    const status = await uploadMedia(server.baseUrl, token, 'video', 'v.mp4', (await mp4(2))!);
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const rows = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('video'), { token })).body.rows as Material[];
    expect(rows[0]).toMatchObject({ holder: '' });
    expect(Math.abs(rows[0]!.duration! - 2)).toBeLessThanOrEqual(0.2);
  });

  it.skipIf(!FFMPEG)('takes a wma as audio, which the shell-wide uploader sends so, and serves it as audio/x-ms-wma', async () => {
    const bytes = (await wma(2))!;
    const status = await uploadMedia(server.baseUrl, token, 'audio', '讲座录音.wma', bytes);
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const rows = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('audio'), { token })).body.rows as Material[];
    const row = rows.find((material) => material.file_name === '讲座录音.wma')!;
    expect(Math.abs(row.duration! - 2)).toBeLessThanOrEqual(0.2);
    const sign = (await call<PlaySign>(server.baseUrl, 'GET', MATERIAL_PATHS.getPlaySign(row.video_id!), { token })).body.data!;
    const served = await fetch(new URL(sign.url, server.baseUrl));
    expect(served.headers.get('content-type')).toBe('audio/x-ms-wma');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('still refuses a picture posing as audio', async () => {
    const sign = (await createSign(server.baseUrl, token, 'audio')).body;
    const bytes = png();
    const created = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'a.wav' }, bytes.length);
    expect((await tusPatch(created.url!, 0, bytes)).response.status).toBe(400);
  });
});
