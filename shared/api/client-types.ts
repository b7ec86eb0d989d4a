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
};

export type QueryParams = Record<string, unknown>;

export type CallOptions = {
  /**
   * false for calls that need no session (login, SMS, token login): no token check or refresh before
   * the call, and a session failure code in the answer does not open the logout confirm.
   */
  auth?: boolean;
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

/** Every method resolves the whole ok answer and rejects with an `ApiError`. */
export type ApiClient = {
  get<T = undefined>(path: string, query?: QueryParams, options?: CallOptions): Promise<ApiOk<T>>;
  postForm<T = undefined>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<ApiOk<T>>;
  postJson<T = undefined>(path: string, body?: unknown, options?: CallOptions): Promise<ApiOk<T>>;
  postMultipart<T = undefined>(path: string, formData: FormData, options?: CallOptions): Promise<ApiOk<T>>;
  /** rotates the token pair now (single flight, shared with the automatic refresh) */
  refreshSession(): Promise<void>;
};
