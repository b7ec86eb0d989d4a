import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload } from './test-support.ts';
import { pdf, png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { MEDIA_CSP } from './media-routes.ts';

const YEAR = 365 * 86_400;

describe('signed media URLs', () => {
  let server: TestServer;
  let token: string;
  const clock = testClock();

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: YEAR, refreshTokenTtl: YEAR });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterAll(() => server.close());

  it('serves a picture inline with the protective headers, without a session', async () => {
    const bytes = png(20, 10);
    const picture = (await upload<Material>(server.baseUrl, token, 'picture', '图 1.png', bytes)).body.data!;
    const response = await fetch(new URL(picture.url!, server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="_ 1.png"; filename*=UTF-8''%E5%9B%BE%201.png`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const head = await fetch(new URL(picture.url!, server.baseUrl), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('keeps the extension in a download name after a rename', async () => {
    const doc = (await upload<Material>(server.baseUrl, token, 'document', 'notes.pdf', pdf())).body.data!;
    await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(doc.id), { token, form: { file_name: 'Lesson notes' } });
    const fresh = ((await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('document'), { token })).body.rows as Material[])[0]!;
    const response = await fetch(new URL(fresh.url!, server.baseUrl));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Lesson notes.pdf"; filename*=UTF-8''Lesson%20notes.pdf`);
  });

  it('refuses forged, malformed and expired tokens with 403', async () => {
    const picture = (await upload<Material>(server.baseUrl, token, 'picture', 'a.png', png())).body.data!;
    const url = new URL(picture.url!, server.baseUrl);
    const flipped = url.toString().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const bad of [flipped, `${server.baseUrl}${MATERIAL_PATHS.mediaFile}/garbage`, `${server.baseUrl}${MATERIAL_PATHS.mediaFile}/1-f-9999999999.x`]) {
      const response = await fetch(bad);
      expect(response.status, bad).toBe(403);
    }
    clock.advance(2 * 3600 - 60);
    expect((await fetch(url)).status).toBe(200);
    clock.advance(15 * 60);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ result: 'fail', code: 40300, message: '链接无效或已过期' });
  });
});
