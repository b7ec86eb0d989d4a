import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createHttp, type FetchLike } from './http.ts';
import { buildUrl } from './url.ts';

type HttpRequest = {
  method: 'GET' | 'POST';
  baseURL: string;
  path: string;
  query: Record<string, unknown>;
  body?: BodyInit | Record<string, unknown> | unknown[] | undefined;
  headers: Headers;
  timeout: number;
};

type HttpResponse = { status: number; data: unknown };

/**
 * One call through createHttp, without the client's session rules: plain objects go as JSON, undefined and
 * null query values are left out. Rejects with what fetch rejected with: an error named TimeoutError after
 * `timeout` ms, a TypeError when there is no answer.
 */
async function sendHttp(fetchImpl: FetchLike, request: HttpRequest): Promise<HttpResponse> {
  const query = Object.fromEntries(Object.entries(request.query).filter(([, value]) => value !== undefined && value !== null));
  try {
    const response = await createHttp(fetchImpl).raw<unknown>(request.path, {
      method: request.method,
      baseURL: request.baseURL,
      query,
      body: request.body,
      headers: request.headers,
      timeout: request.timeout,
    });
    return { status: response.status, data: response._data };
  } catch (error) {
    // ofetch wraps a call without answer in a FetchError; its cause is the fetch failure itself
    throw error instanceof FetchError && error.cause !== undefined ? error.cause : error;
  }
}

describe('buildUrl', () => {
  it('joins base and path with one slash and appends the query', () => {
    expect(buildUrl('https://api.example/', '/api/v3/x', { a: 1, b: 'two words' })).toBe('https://api.example/api/v3/x?a=1&b=two+words');
    expect(buildUrl('', '/api/v3/x', {})).toBe('/api/v3/x');
    expect(buildUrl('https://api.example', 'https://other.example/y', {})).toBe('https://other.example/y');
  });

  it('leaves out undefined and null, keeps 0 and false, repeats arrays and sends objects as JSON', () => {
    expect(buildUrl('', '/x?z=1', { a: undefined, b: null, c: 0, d: false, e: [1, 2], f: { g: 1 } })).toBe(
      '/x?z=1&c=0&d=false&e=1&e=2&f=%7B%22g%22%3A1%7D',
    );
  });
});

describe('createHttp', () => {
  const answering = (body: string, init: ResponseInit = {}) => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchImpl = async (url: string, requestInit: RequestInit) => {
      seen.push({ url, init: requestInit });
      return new Response(body, init);
    };
    return { seen, fetchImpl };
  };

  it('sends plain objects as JSON and parses a JSON answer of any status', async () => {
    const { seen, fetchImpl } = answering('{"result":"fail","code":40000}', { status: 400, headers: { 'content-type': 'application/json' } });
    const answer = await sendHttp(fetchImpl, { method: 'POST', baseURL: '', path: '/x', query: {}, body: { a: 1 }, headers: new Headers(), timeout: 1000 });
    expect(answer).toEqual({ status: 400, data: { result: 'fail', code: 40000 } });
    expect(seen[0]!.init.body).toBe('{"a":1}');
    expect(new Headers(seen[0]!.init.headers).get('content-type')).toBe('application/json');
  });

  it('passes form bodies through and reads a non-JSON answer as text', async () => {
    const { seen, fetchImpl } = answering('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } });
    const form = new URLSearchParams({ a: '1' });
    const answer = await sendHttp(fetchImpl, { method: 'POST', baseURL: '', path: '/x', query: {}, body: form, headers: new Headers(), timeout: 1000 });
    expect(answer).toEqual({ status: 502, data: 'Bad Gateway' });
    expect(seen[0]!.init.body).toBe(form);
  });

  it('rejects with a TimeoutError when no answer comes in time', async () => {
    const never = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(sendHttp(never, { method: 'GET', baseURL: '', path: '/x', query: {}, headers: new Headers(), timeout: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
