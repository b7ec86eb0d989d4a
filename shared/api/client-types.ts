import type { ApiOk } from './types.ts';

export type ClientKind = 'general' | 'login';

/** Navigation the client asks for; the console supplies real navigation, tests supply spies. */
export type ClientHooks = {
  /** reload the page (session ended: spec §8) */
  reload(): void;
  /** open the login screen (after too many network errors) */
  openLogin(): void;
  /** go to the root path (token refresh failed) */
  goRoot(): void;
  /** a call was refused as outside the account's modules (40300): a staff account's role may have just changed */
  forbidden?(): void;
};

type QueryParams = Record<string, unknown>;

export type CallOptions = {
  /**
   * false for calls that need no session (login, SMS, token login): no token check or refresh before
   * the call, and a session failure code in the answer does not open the logout confirm.
   */
  auth?: boolean;
  /**
   * more request headers, e.g. `Idempotency-Key` on a write that moves money; the client's own (Authorization)
   * win over a header of the same name
   */
  headers?: Record<string, string>;
};

export type ApiClientOptions = {
  /** the API origin; defaults to `$config.apiBase` at call time */
  baseURL?: () => string;
  /** defaults: 200000 ms general, 5000 ms login (spec §9) */
  timeoutMs?: number;
  kind?: ClientKind;
  hooks: ClientHooks;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
  /** whether the page is going away; defaults to following the window's pagehide and pageshow */
  pageLeaving?: () => boolean;
};

/**
 * What the client gives a transport of `send`: the whole URL (origin, path, query parameters), the headers
 * (Authorization) and the client's time-out in ms, all decorated as for any other call (decorate.ts).
 */
export type TransportRequest = { method: 'GET' | 'POST'; url: string; headers: Headers; timeoutMs: number };
/** The answer a transport got: its HTTP status and its body as text. */
export type TransportAnswer = { status: number; text: string };
/**
 * Sends one request its own way (an upload over XMLHttpRequest, for its progress) and resolves the answer. Without
 * an answer it rejects: with an error named TimeoutError for its time-out, AbortError when the call's signal
 * aborted it, anything else for a network error.
 */
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

export type SendOptions = CallOptions & {
  method?: TransportRequest['method'];
  query?: QueryParams;
  /** aborting rejects with the signal's reason, reported to nobody: the caller stopped the call */
  signal?: AbortSignal;
};

/** Every method resolves the whole ok answer and rejects with an `ApiError`. */
export type ApiClient = {
  get<T = undefined>(path: string, query?: QueryParams, options?: CallOptions): Promise<ApiOk<T>>;
  postForm<T = undefined>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<ApiOk<T>>;
  postJson<T = undefined>(path: string, body?: unknown, options?: CallOptions): Promise<ApiOk<T>>;
  postMultipart<T = undefined>(path: string, formData: FormData, options?: CallOptions): Promise<ApiOk<T>>;
  /**
   * A call sent by `transport` instead of ofetch, under the same rules: the session check and refresh, the
   * decorated URL and headers, and the answer (or its absence) read and reported as any call's. Rejects with an
   * `ApiError`, or with the signal's reason once `options.signal` aborted.
   */
  send<T = undefined>(path: string, transport: Transport, options?: SendOptions): Promise<ApiOk<T>>;
  /** rotates the token pair now (single flight, shared with the automatic refresh) */
  refreshSession(): Promise<void>;
};
