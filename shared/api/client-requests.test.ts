import { describe, expect, it } from 'vitest';
import { configure } from '@shared/config.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { clearSession } from '@shared/session/session.ts';
import { fail, failure, useClientHarness } from './testing/client-harness.ts';
import { answer } from './testing/scripted-server.ts';

/** What every call puts on the wire: the cross-cutting parameters, the token, the parameters and bodies (spec §5, §7). */
const harness = useClientHarness();
const { client } = harness;

describe('every call', () => {
  it('adds app, appid and u, and the token id as Authorization', async () => {
    configure({ app: 'shop', appid: 'widgets' });
    await client().get('/api/v3/x', { keyword: 'a' });
    const [request] = harness.server.seen;
    expect(request!.query.get('app')).toBe('shop');
    expect(request!.query.get('appid')).toBe('widgets');
    expect(request!.query.get('u')).toBe('7');
    expect(request!.query.get('keyword')).toBe('a');
    expect(request!.headers.authorization).toBe('tok-1');
  });

  it('sends no u and no Authorization when nobody is signed in', async () => {
    clearSession();
    await client({ kind: 'login' }).postJson(ACCOUNT_PATHS.sendSms, { phone: '13800000000' });
    const [request] = harness.server.seen;
    expect(request!.query.get('app')).toBe('lectern');
    expect(request!.query.get('appid')).toBe('console');
    expect(request!.query.has('u')).toBe(false);
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('resolves the whole ok answer', async () => {
    harness.server.handle((_, res) => answer(res, 200, { result: 'ok', data: { a: 1 }, rows: [1, 2], totalCount: 2 }));
    await expect(client().get<{ a: number }>('/x')).resolves.toEqual({ result: 'ok', data: { a: 1 }, rows: [1, 2], totalCount: 2 });
  });

  it('does not retry a failed GET', async () => {
    harness.server.handle(fail(-1, 'boom', 500));
    await failure(client().get('/x'));
    expect(harness.server.seen).toHaveLength(1);
  });
});

describe('parameter stripping (spec §5) and body variants', () => {
  const params = { a: undefined, b: null, c: '', d: false, e: 0, f: '0', g: 'x' };

  it('strips empty and false query parameters but keeps 0', async () => {
    await client().get('/x', params);
    const query = harness.server.seen[0]!.query;
    for (const name of ['a', 'b', 'c', 'd']) expect(query.has(name)).toBe(false);
    expect(query.get('e')).toBe('0');
    expect(query.get('f')).toBe('0');
    expect(query.get('g')).toBe('x');
  });

  it('sends a stripped url-encoded form', async () => {
    await client().postForm('/x', params);
    const request = harness.server.seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('e=0&f=0&g=x');
  });

  it('sends stripped JSON', async () => {
    await client().postJson('/x', params);
    const request = harness.server.seen[0]!;
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ e: 0, f: '0', g: 'x' });
  });

  it('sends multipart form data', async () => {
    const form = new FormData();
    form.append('info', '{}');
    form.append('file', new Blob(['hello']), 'a.txt');
    await client().postMultipart('/x', form);
    const request = harness.server.seen[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="file"; filename="a.txt"');
    expect(request.body).toContain('hello');
  });
});
