import { createFetch, type $Fetch, type FetchOptions } from 'ofetch';

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
