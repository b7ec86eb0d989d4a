/**
 * The one fetch call under the API client: the URL from base, path and query; JSON, form and multipart
 * bodies; a time-out; the answer body parsed whatever the status (the server sends fail bodies with real
 * HTTP statuses). Small on purpose: it replaced ofetch to keep the widgets' script-tag bundle in budget.
 */
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

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Query values: undefined and null are left out, arrays repeat the key, objects go as JSON. */
export function buildUrl(baseURL: string, path: string, query: Record<string, unknown>): string {
  const joined = baseURL && !/^https?:\/\//.test(path) ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const search = params.toString();
  return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
}

function isJsonBody(body: unknown): body is Record<string, unknown> | unknown[] {
  if (Array.isArray(body)) return true;
  return typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Rejects with a DOMException named TimeoutError after `timeout` ms, or a TypeError when there is no answer. */
export async function sendHttp(fetchImpl: FetchLike, request: HttpRequest): Promise<HttpResponse> {
  const headers = new Headers(request.headers);
  let body: BodyInit | undefined;
  if (isJsonBody(request.body)) {
    body = JSON.stringify(request.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else {
    body = request.body ?? undefined;
  }
  // a timer rather than AbortSignal.timeout(): the same clock as the rest of the client (and its tests)
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('request timed out', 'TimeoutError')), request.timeout);
  try {
    const response = await fetchImpl(buildUrl(request.baseURL, request.path, request.query), {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: controller.signal,
    });
    return { status: response.status, data: parseBody(await response.text(), response.headers.get('content-type')) };
  } finally {
    clearTimeout(timer);
  }
}
