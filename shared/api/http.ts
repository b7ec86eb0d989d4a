import { createFetch, FetchError, type $Fetch, type FetchOptions } from 'ofetch';

/**
 * The HTTP layer under the API client: ofetch (DESIGN.md "HTTP") with the conventions every call shares. No
 * retries (a failed call is the caller's to repeat), the answer body read whatever the HTTP status (the server
 * sends fail bodies with real statuses) and parsed as JSON whatever the content type. The client adds its rules
 * as ofetch options and hooks (client.ts).
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The answer body: JSON when it is JSON, else the text; nothing for an empty body. */
export function readAnswerBody(text: string): unknown {
  if (text === '') return undefined;
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An ofetch instance with our conventions; `fetchImpl` (tests) else the global fetch, looked up at call time. */
export function createHttp(fetchImpl: FetchLike | undefined, defaults: FetchOptions = {}): $Fetch {
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    fetchImpl ? fetchImpl(input instanceof Request ? input.url : String(input), init ?? {}) : globalThis.fetch(input, init);
  return createFetch({ fetch, defaults: { retry: false, ignoreResponseError: true, parseResponse: readAnswerBody, ...defaults } });
}

export type HttpRequest = {
  method: 'GET' | 'POST';
  baseURL: string;
  path: string;
  query: Record<string, unknown>;
  body?: BodyInit | Record<string, unknown> | unknown[] | undefined;
  headers: Headers;
  timeout: number;
};

export type HttpResponse = { status: number; data: unknown };

/**
 * One call on the same conventions, without the client's session rules: plain objects go as JSON, undefined and
 * null query values are left out. Rejects with what fetch rejected with: an error named TimeoutError after
 * `timeout` ms, a TypeError when there is no answer.
 */
export async function sendHttp(fetchImpl: FetchLike, request: HttpRequest): Promise<HttpResponse> {
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
