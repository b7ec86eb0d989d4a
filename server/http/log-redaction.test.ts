/**
 * No secret reaches the server log however its name is spelled: real requests carrying
 * access and refresh tokens, event-stream tickets, signed media paths and tus upload addresses, with names
 * percent-encoded the way a decoding reader (the console's guard, the query parser) still accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import type { StreamTicket } from '@server/areas/notifications/stream-tickets.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { AFTERSALE_PATHS } from '@shared/aftersale/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { openEventStream } from '@server/test-support/event-stream.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { createSign, tusCreate, tusOffset, upload } from '@server/areas/materials/test-support.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server.baseUrl, PHONES.teacher)).token.id;
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.baseUrl}${path}`).then((response) => response.arrayBuffer());

async function newTicket(): Promise<string> {
  const reply = await call<StreamTicket>(server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket, { token });
  return reply.body.data!.ticket;
}

/** the log lines of requests whose URL starts with `prefix` */
const loggedUrls = (prefix: string) =>
  [...server.logs().matchAll(/"url":"([^"]*)"/g)].map((match) => match[1]!).filter((url) => url.startsWith(prefix));

describe('the server log', () => {
  it('redacts token parameters whatever the spelling of their names', async () => {
    const { refresh_token: refresh } = await login(server.baseUrl, PHONES.teacher);
    const spellings = ['access%5Ftoken', '%61ccess_token', 'ACCESS%5fTOKEN', 'access_token', 'access%5Ftoken%5B%5D', 'to%6Ben'];
    for (const name of spellings) await get(`/dashboard?p=1&${name}=${token}`);
    await get(`/api/v3/nope?refresh%5Ftoken=${refresh.id}&u=1`);
    await get(`/api/v3/nope?refresh_token=${refresh.id}`);

    const logs = server.logs();
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(refresh.id);
    // still logged, with the name as sent and the value hidden
    expect(loggedUrls('/dashboard?')).toEqual(spellings.map((name) => `/dashboard?p=1&${name}=[redacted]`));
    expect(loggedUrls('/api/v3/nope?')).toContain('/api/v3/nope?refresh%5Ftoken=[redacted]&u=1');
  });

  it('redacts event-stream tickets', async () => {
    const tickets = [await newTicket(), await newTicket()];
    for (const [index, name] of ['ticket', '%74icket'].entries()) {
      const stream = await openEventStream(`${server.baseUrl}${NOTIFICATION_PATHS.stream}?${name}=${tickets[index]}`);
      expect(stream.status).toBe(200);
      await stream.nextNamed('unread');
      stream.close();
    }
    // a stream's line is written when its caller leaves
    await expect.poll(() => loggedUrls(`${NOTIFICATION_PATHS.stream}?`)).toHaveLength(2);
    const logs = server.logs();
    for (const ticket of tickets) expect(logs).not.toContain(ticket);
    expect(loggedUrls(`${NOTIFICATION_PATHS.stream}?`)).toEqual([
      `${NOTIFICATION_PATHS.stream}?ticket=[redacted]`,
      `${NOTIFICATION_PATHS.stream}?%74icket=[redacted]`,
    ]);
  });

  it('redacts signed media paths, however the path is spelled', async () => {
    const uploaded = await upload<Material>(server.baseUrl, token, 'picture', 'log-probe.png', png());
    const mediaUrl = (uploaded.body.data as { url: string }).url;
    const mediaToken = mediaUrl.slice(mediaUrl.lastIndexOf('/') + 1);
    const served = await fetch(`${server.baseUrl}${mediaUrl}`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    await get(`/api/v3/media/%66ile/${mediaToken}?download=1`);
    await get(`/api/v3//media/file/${mediaToken}`);

    expect(server.logs()).not.toContain(mediaToken);
    // the material id and the expiry are part of the signed value: nothing of it stays
    expect(server.logs()).not.toContain(mediaToken.split('.')[0]);
    expect(loggedUrls('/api/v3/media/file/')).toContain('/api/v3/media/file/[redacted]');
  });

  it('redacts the tus upload address, which stands in for the sign', async () => {
    const sign = await createSign(server.baseUrl, token, 'audio');
    const bytes = wav();
    const created = await tusCreate(server.baseUrl, { sign: sign.body.sign!, filename: 'probe.wav' }, bytes.length);
    expect(created.response.status).toBe(201);
    const uploadId = created.url!.slice(created.url!.lastIndexOf('/') + 1);
    expect(await tusOffset(created.url!)).toBe(0);

    const logs = server.logs();
    expect(logs).not.toContain(uploadId);
    expect(logs).not.toContain(sign.body.sign!);
    expect(loggedUrls('/api/v3/vod/upload/')).toContain('/api/v3/vod/upload/[redacted]');
  });

  it('redacts the signature parameters of signed URLs', async () => {
    const secrets = {
      sign: 'probe-sign-1f3a',
      signature: 'probe-signature-2b4c',
      Signature: 'probe-signature-3c5d',
      expires: '1893456000417',
      'X-Amz-Signature': 'probe-amz-signature-4d6e',
      'X-Amz-Credential': 'probe-amz-credential-5e7f',
      'X-Amz-Security-Token': 'probe-amz-session-6f80',
      'X-Amz-Expires': '86417',
    };
    const query = Object.entries(secrets)
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    await get(`/api/v3/nope/signed?${query}`);
    const logs = server.logs();
    for (const value of Object.values(secrets)) expect(logs).not.toContain(value);
    expect(loggedUrls('/api/v3/nope/signed')).toEqual([`/api/v3/nope/signed?${Object.keys(secrets).map((name) => `${name}=[redacted]`).join('&')}`]);
  });

  it('keeps a credential out of the log on every registered route, a new one included', async () => {
    const secret = 'route-walk-secret-7c1e9a';
    const spellings = ['access%5Ftoken', '%61ccess_token', 'refresh%5Ftoken', '%74icket', 'si%67n', 'Signature'];
    const query = spellings.map((name, index) => `${name}=${secret}${index}`).join('&');
    const routes = server.apiRoutes.filter((route) => route.method === 'GET' || route.method === 'POST');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const response = await fetch(`${server.baseUrl}${url}?u=0&${query}`, { method: route.method });
      await response.arrayBuffer();
    }
    expect(server.logs()).not.toContain(secret);
  });

  it('keeps the path credential of every route reached without a session out of the log: signed files, evidence pictures, upload addresses', async () => {
    const routes = server.apiRoutes.filter((route) => route.public && route.url.includes('/:') && route.method !== 'OPTIONS');
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([`GET ${MATERIAL_PATHS.mediaFile}/:token`, `GET ${AFTERSALE_PATHS.evidence}/:token`, `PATCH ${MATERIAL_PATHS.vodUpload}/:uploadId`]),
    );
    for (const [index, route] of routes.entries()) {
      const secret = `path-walk-secret-${index}-${'9f'.repeat(8)}`;
      const url = route.url.replace(/:[A-Za-z]+/g, secret);
      const response = await fetch(`${server.baseUrl}${url}`, { method: route.method });
      await response.arrayBuffer();
      expect(response.status, `${route.method} ${route.url}`).toBeLessThan(500);
      await expect.poll(() => loggedUrls(route.url.slice(0, route.url.indexOf('/:')))).toContain(`${route.url.slice(0, route.url.indexOf('/:'))}/[redacted]`);
    }
    expect(server.logs()).not.toContain('path-walk-secret');
  });
});
