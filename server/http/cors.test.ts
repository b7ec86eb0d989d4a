import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { allowedCorsOrigins, readConfig } from '@server/config.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { createSign, TUS, tusMetadata, upload } from '@server/areas/materials/test-support.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const EDITOR = 'https://editor.example.com';
const EXAMPLES = 'http://127.0.0.1:18081';
const EXAMPLES_LOCALHOST = 'http://localhost:18081';
const EVIL = 'https://evil.example.net';
const ALLOW_HEADERS =
  'Authorization, Content-Type, Idempotency-Key, Tus-Resumable, Upload-Length, Upload-Offset, Upload-Metadata, Upload-Defer-Length, ' +
  'Upload-Concat, X-HTTP-Method-Override, X-Requested-With';
const EXPOSE_HEADERS = 'Location, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Version, Tus-Max-Size, Tus-Extension, Upload-Metadata';
const QUERY = '?app=lectern&appid=web&u=0';

let server: TestServer;
let token: string;

beforeAll(async () => {
  const config = readConfig({ PORT: '18080', LECTERN_CORS_ORIGINS: `${EDITOR}/, https://other.example.org` });
  server = await startServer({ corsOrigins: allowedCorsOrigins(config), materials: { ffprobe: null, ffmpeg: null } });
  token = (await login(server.baseUrl, PHONES.teacher)).token.id;
});
afterAll(() => server.close());

const url = (p: string) => new URL(p, server.baseUrl);
const preflight = (p: string, origin: string, requestHeaders = 'authorization') =>
  fetch(url(p), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requestHeaders },
  });
const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS preflight on /api/*', () => {
  const paths = [
    `${ACCOUNT_PATHS.userInfo}${QUERY}`,
    ACCOUNT_PATHS.webLogin,
    MATERIAL_PATHS.findSources('picture'),
    MATERIAL_PATHS.vodUpload,
    `${MATERIAL_PATHS.vodUpload}/abc123`,
    '/api/v3/no/such/call',
  ];

  it('answers 204 with the allowed methods and headers for LECTERN_CORS_ORIGINS and the examples origin', async () => {
    for (const origin of [EDITOR, 'https://other.example.org', EXAMPLES, EXAMPLES_LOCALHOST]) {
      for (const p of paths) {
        const response = await preflight(p, origin, 'authorization, content-type, tus-resumable, upload-length, upload-metadata');
        expect(response.status, `${origin} ${p}`).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
        expect(response.headers.get('access-control-allow-headers')).toBe(ALLOW_HEADERS);
        expect(response.headers.get('access-control-max-age')).toBe('600');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        expect(response.headers.get('vary')).toBe('Origin');
        expect(await response.text()).toBe('');
      }
    }
  });

  it('refuses another origin with 403, a fail body and no Access-Control-* header', async () => {
    for (const origin of [EVIL, 'null', 'http://127.0.0.1:18082', `${EDITOR}:8443`]) {
      for (const p of paths) {
        const response = await preflight(p, origin);
        expect(response.status, `${origin} ${p}`).toBe(403);
        expect(corsHeaders(response)).toEqual([]);
        expect(await response.json()).toEqual({ result: 'fail', code: 40300, message: '不允许的来源' });
      }
    }
  });

  it('leaves a plain OPTIONS (no preflight) to the route: tus answers its discovery', async () => {
    const response = await fetch(url(MATERIAL_PATHS.vodUpload), { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS on API answers', () => {
  it('echoes an allowed origin (never *) with the exposed headers and Vary: Origin', async () => {
    const response = await fetch(url(`${ACCOUNT_PATHS.userInfo}${QUERY}`), { headers: { origin: EDITOR, authorization: token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(response.headers.get('access-control-expose-headers')).toBe(EXPOSE_HEADERS);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');
    expect(((await response.json()) as { result: string }).result).toBe('ok');
  });

  it('puts them on fail answers too: session failure, unknown path, validation', async () => {
    const responses = [
      await fetch(url(`${ACCOUNT_PATHS.userInfo}${QUERY}`), { headers: { origin: EXAMPLES } }),
      await fetch(url(`${ACCOUNT_PATHS.userInfo}${QUERY}`), { headers: { origin: EXAMPLES, authorization: 'no-such-token' } }),
      await fetch(url('/api/v3/no/such/call'), { headers: { origin: EXAMPLES, authorization: token } }),
      await fetch(url(`${ACCOUNT_PATHS.phoneExist}?phone=1`), { headers: { origin: EXAMPLES } }),
      await fetch(url(ACCOUNT_PATHS.webLogin), {
        method: 'POST',
        headers: { origin: EXAMPLES, 'content-type': 'application/json' },
        body: '{not json',
      }),
    ];
    expect(responses.map((r) => r.status)).toEqual([401, 401, 404, 400, 400]);
    for (const response of responses) {
      expect(response.headers.get('access-control-allow-origin')).toBe(EXAMPLES);
      expect(response.headers.get('vary')).toBe('Origin');
      expect(((await response.json()) as { result: string }).result).toBe('fail');
    }
  });

  it('sends no Access-Control-* header to another origin or without one, but always Vary: Origin', async () => {
    const cases: Record<string, string>[] = [{ origin: EVIL, authorization: token }, { authorization: token }];
    for (const headers of cases) {
      const response = await fetch(url(`${ACCOUNT_PATHS.userInfo}${QUERY}`), { headers });
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual([]);
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('leaves pages and the widget bundle alone', async () => {
    const response = await fetch(url('/dashboard'), { headers: { origin: EDITOR } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });

  it('lets another origin show media files', async () => {
    const picture = (await upload<Material>(server.baseUrl, token, 'picture', 'a.png', png())).body.data!;
    const response = await fetch(url(picture.url!), { headers: { origin: EDITOR } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR);
    // an <img> without crossorigin sends no Origin: nothing in the way either
    const plain = await fetch(url(picture.url!));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('CORS on the tus upload endpoint', () => {
  it('creates, resumes and finishes an upload from an allowed origin, exposing Location', async () => {
    const bytes = wav(0.5);
    const sign = await createSign(server.baseUrl, token, 'audio', { title: '跨域上传' });
    expect(sign.body.sign).toBeTruthy();

    const created = await fetch(url(MATERIAL_PATHS.vodUpload), {
      method: 'POST',
      headers: { ...TUS, origin: EDITOR, 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata({ sign: sign.body.sign!, filename: 'a.wav' }) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location');
    expect(location).toMatch(new RegExp(`^${MATERIAL_PATHS.vodUpload}/[0-9a-f]+$`));
    expect(created.headers.get('access-control-allow-origin')).toBe(EDITOR);
    const exposed = created.headers.get('access-control-expose-headers')!.split(/,\s*/).map((h) => h.toLowerCase());
    for (const name of ['location', 'upload-offset', 'tus-resumable', 'x-material-id']) expect(exposed).toContain(name);
    expect(created.headers.get('vary')).toBe('Origin');

    const uploadUrl = url(location!);
    // later requests show the upload's sign as Authorization (an allowed request header)
    const owner = { authorization: sign.body.sign! };
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...TUS, ...owner, origin: EDITOR } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect(head.headers.get('access-control-allow-origin')).toBe(EDITOR);

    const patched = await fetch(uploadUrl, {
      method: 'PATCH',
      headers: { ...TUS, ...owner, origin: EDITOR, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(patched.headers.get('x-material-id')).toMatch(/^\d+$/);
  });

  it('never answers * and echoes no other origin', async () => {
    const cases: Record<string, string>[] = [{ origin: EVIL }, {}];
    for (const headers of cases) {
      const response = await fetch(url(MATERIAL_PATHS.vodUpload), {
        method: 'POST',
        headers: { ...TUS, ...headers, 'Upload-Length': '10', 'Upload-Metadata': tusMetadata({ sign: 'bad', filename: 'a.wav' }) },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('lets an allowed origin read a refused creation', async () => {
    const response = await fetch(url(MATERIAL_PATHS.vodUpload), {
      method: 'POST',
      headers: { ...TUS, origin: EDITOR, 'Upload-Length': '10', 'Upload-Metadata': tusMetadata({ sign: 'bad', filename: 'a.wav' }) },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(((await response.json()) as { result: string }).result).toBe('fail');
  });
});
