/**
 * Security contract of the video cloud's uploads: only the holder of the sign an upload was
 * created with may ask for it, send to it or end it, and nothing the server stores or answers hands the sign out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { incomingTexts } from '@server/test-support/buckets.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { createSign, TUS, tusCreate, tusDelete, tusHead, tusOffset, tusPatch, waitProcessed } from './test-support.ts';

const NOT_YOURS = { result: 'fail', code: 40301, message: '无权访问该上传，请使用创建该上传的上传签名' };

/** Upload-Metadata as key → decoded value */
function metadataOf(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter((pair) => pair.trim() !== '')
      .map((pair) => {
        const [key, value = ''] = pair.trim().split(' ');
        return [key!, Buffer.from(value, 'base64').toString('utf8')];
      }),
  );
}

describe('an upload belongs to the holder of its sign', () => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  const bytes = wav(1);
  const sign = async (as = token) => (await createSign(server.baseUrl, as, 'audio')).body;

  beforeAll(async () => {
    server = await startServer({ materials: { ffprobe: null, ffmpeg: null } });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    otherToken = (await login(server.baseUrl, PHONES.planet)).token.id;
  });
  afterAll(() => server.close());

  it('answers HEAD only to the sign holder, and its metadata never carries the sign', async () => {
    const { sign: secret } = await sign();
    const created = await tusCreate(server.baseUrl, { sign: secret!, filename: '讲座.wav' }, bytes.length);
    expect(created.response.status).toBe(201);

    const anonymous = await tusHead(created.url!, null);
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers.get('upload-metadata')).toBeNull();
    expect(anonymous.headers.get('upload-offset')).toBeNull();
    const stranger = await tusHead(created.url!, (await sign()).sign!);
    expect(stranger.status).toBe(403);
    expect((await tusHead(created.url!, (await sign(otherToken)).sign!)).status).toBe(403);

    const owner = await tusHead(created.url!);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('upload-offset')).toBe('0');
    const metadata = metadataOf(owner.headers.get('upload-metadata'));
    expect(metadata).toMatchObject({ filename: '讲座.wav' });
    expect(metadata).not.toHaveProperty('sign');
    expect(Object.values(metadata)).not.toContain(secret);
    // nor does the server keep it beside the upload (on disk or in the bucket)
    const texts = await incomingTexts(server.dataDir);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain(secret!.split('.')[1]);
    expect((await tusDelete(created.url!)).response.status).toBe(204);
  });

  it('refuses PATCH and DELETE without the sign, with a message, and leaves the upload as it was', async () => {
    const { sign: secret } = await sign();
    const created = await tusCreate(server.baseUrl, { sign: secret!, filename: 'a.wav' }, bytes.length);
    for (const shown of [null, (await sign()).sign!, (await sign(otherToken)).sign!, 'forged.sign']) {
      const patched = await tusPatch(created.url!, 0, bytes.subarray(0, 100), shown);
      expect(patched.response.status).toBe(403);
      expect(JSON.parse(patched.body)).toEqual(NOT_YOURS);
      const ended = await tusDelete(created.url!, shown);
      expect(ended.response.status).toBe(403);
      expect(JSON.parse(ended.body)).toEqual(NOT_YOURS);
    }
    expect(await tusOffset(created.url!)).toBe(0);
    expect((await tusDelete(created.url!)).response.status).toBe(204);
    expect((await tusHead(created.url!)).status).toBe(404);
  });

  it('takes the sign as Authorization at creation too, without it in the metadata', async () => {
    const { sign: secret, video_id: videoId } = await sign();
    const created = await tusCreate(server.baseUrl, { filename: 'b.wav' }, bytes.length, { authorization: `Bearer ${secret!}` });
    expect(created.response.status).toBe(201);
    expect((await tusPatch(created.url!, 0, bytes)).response.status).toBe(204);
    expect((await waitProcessed(server.baseUrl, token, videoId!)).status).toBe(PROCESSING_STATUS.processed);
  });

  // the probe of every method the server answers on an upload's URL: a route added later is checked the same way
  it('refuses every method on an upload URL without the sign', async () => {
    const { sign: secret } = await sign();
    const created = await tusCreate(server.baseUrl, { sign: secret!, filename: 'c.wav' }, bytes.length);
    const methods = server.apiRoutes
      .filter((route) => route.url === `${MATERIAL_PATHS.vodUpload}/:uploadId` && route.method !== 'OPTIONS')
      .map((route) => route.method);
    expect(methods).toEqual(expect.arrayContaining(['HEAD', 'PATCH', 'DELETE']));
    for (const method of methods) {
      const headers: Record<string, string> = { ...TUS, 'Upload-Offset': '0', 'Upload-Length': String(bytes.length) };
      if (method === 'PATCH') headers['Content-Type'] = 'application/offset+octet-stream';
      const response = await fetch(created.url!, { method, headers, ...(method === 'PATCH' ? { body: new Uint8Array(bytes) } : {}) });
      expect(response.status, method).toBe(403);
      expect(response.headers.get('upload-metadata'), method).toBeNull();
      expect(await tusOffset(created.url!), method).toBe(0);
    }
  });
});
