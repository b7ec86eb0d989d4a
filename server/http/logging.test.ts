import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { call, login, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { urlRedactor } from './redact-url.ts';

/** the query credentials of a URL redacted (no secret paths: see loggerConfig) */
const redactUrl = urlRedactor();

describe('redactUrl', () => {
  it('hides token values in the query and keeps the rest', () => {
    expect(redactUrl('/dashboard?access_token=abc.def&p=1')).toBe('/dashboard?access_token=[redacted]&p=1');
    expect(redactUrl('/x?a=1&ACCESS_TOKEN=zzz')).toBe('/x?a=1&ACCESS_TOKEN=[redacted]');
    expect(redactUrl('/x?refresh_token=r#h')).toBe('/x?refresh_token=[redacted]#h');
    expect(redactUrl('/api/v3/account/phone/exist?phone=13800000000')).toBe('/api/v3/account/phone/exist?phone=13800000000');
  });
});

describe('the server log', () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-console-'));
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html>');
    server = await startServer({ consoleDir: dir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('never holds a token, an Authorization header or an access_token value', async () => {
    const secrets: string[] = [];
    const keep = (data: LoginData) => secrets.push(data.token.id, data.refresh_token.id);

    const first = await login(server.baseUrl, PHONES.teacher);
    keep(first);
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone: PHONES.staff } });
    const code = smsCodeFromLogs(server.logs(), PHONES.staff);
    const bySms = await call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: PHONES.staff, code } });
    keep(bySms.body.data!);
    const rotated = await call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: first.refresh_token.id } });
    keep(rotated.body.data!);
    const byToken = await call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.loginAuth, { json: { access_token: rotated.body.data!.token.id } });
    keep(byToken.body.data!);

    const live = byToken.body.data!.token.id;
    await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: `Bearer ${live}` });
    await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: 'wrong-token-value-xyz' });
    secrets.push('wrong-token-value-xyz');
    // token login through the console address, an API path, an unknown API path and a bad request
    await fetch(`${server.baseUrl}/dashboard?access_token=${live}`);
    await fetch(`${server.baseUrl}${ACCOUNT_PATHS.userInfo}?access_token=${live}&u=1`);
    await fetch(`${server.baseUrl}/api/v3/nope?access_token=${live}`);
    await fetch(`${server.baseUrl}${ACCOUNT_PATHS.loginAuth}?access_token=${live}`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    // a replay that revokes a family logs nothing secret either
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: first.refresh_token.id } });

    const logs = server.logs();
    // the requests were logged, just without secrets
    expect(logs).toContain('"url":"/dashboard?access_token=[redacted]"');
    expect(logs).toContain('/api/v3/nope?access_token=[redacted]');
    expect(logs).toContain(`"url":"${ACCOUNT_PATHS.refreshToken}?app=lectern&appid=web&u=0"`);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs.toLowerCase()).not.toContain('authorization');
    expect(logs.toLowerCase()).not.toContain('bearer');
    expect(logs).not.toContain('lectern-demo');
  });
});
