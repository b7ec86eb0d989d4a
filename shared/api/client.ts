import { $config } from '@shared/config.ts';
import { $toasts, $storageFull, ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import {
  $hostToken,
  $refreshToken,
  $user,
  adoptStoredTokens,
  authorizationToken,
  clearSession,
  refreshTokenIsValid,
  saveTokens,
  tokenIsValid,
} from '@shared/session/session.ts';
import type { ApiClient, ApiClientOptions, CallOptions, ClientKind, QueryParams } from './client-types.ts';
import { ApiError, isSessionFailure, isStorageFullMessage } from './errors.ts';
import { sendHttp } from './http.ts';
import { createNetworkErrorCounter, watchPageLeaving } from './network-errors.ts';
import { stripEmpty, toFormBody, toJsonBody } from './params.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { singleFlight, withCrossTabLock } from './refresh.ts';
import { promptSessionEnded } from './session-ended.ts';
import { SESSION_CODES, type ApiAnswer, type ApiOk } from './types.ts';
import { type LoginData } from '@shared/session/types.ts';

export type * from './client-types.ts';

/** spec §9: login client 5000 ms, general 200000 ms */
export const DEFAULT_TIMEOUT_MS: Record<ClientKind, number> = { general: 200000, login: 5000 };
/** Refresh a little before the access token's exp, so that a clock behind the server's does not earn a 50014. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
const REFRESH_LOCK = 'lectern-token-refresh';

type Request = {
  method: 'GET' | 'POST';
  path: string;
  query?: QueryParams;
  body?: BodyInit | Record<string, unknown> | unknown[];
};

/**
 * The one API client (DESIGN.md "HTTP"), with the cross-cutting rules of spec §7/§8: query parameters
 * app/appid/u, the Authorization header, stripping of empty parameters, time-outs, the error catalogue
 * and a single-flight token refresh.
 */
/** how long a page whose requests failed at once has to show that it is being left (pagehide) */
const LEAVING_GRACE_MS = 500;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const kind = options.kind ?? 'general';
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS[kind];
  const now = options.now ?? Date.now;
  const hooks = options.hooks;
  const networkErrors = createNetworkErrorCounter();
  const pageLeaving = options.pageLeaving ?? watchPageLeaving(globalThis.window);
  const fetchImpl = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  // Set once the client ended the session and sent the user away (reload, root, login), so that calls
  // still arriving after that reject quietly instead of sending the user away again.
  let sessionGone = false;

  async function send<T>(request: Request): Promise<ApiOk<T>> {
    const config = $config.get();
    const authorization = authorizationToken();
    const headers = new Headers();
    if (authorization) headers.set('Authorization', authorization);
    let response;
    try {
      response = await sendHttp(fetchImpl, {
        method: request.method,
        baseURL: options.baseURL?.() ?? config.apiBase,
        path: request.path,
        query: stripEmpty({ ...request.query, app: config.app, appid: config.appid, u: $user.get()?.id }),
        body: request.body,
        headers,
        timeout,
      });
    } catch (error) {
      if (isTimeout(error)) throw new ApiError('timeout', 0, t('network.timeout'));
      if (!pageLeaving()) networkErrors.record();
      throw new ApiError('network', 0, t('network.error'));
    }
    networkErrors.reset();
    return readAnswer<T>(response.status, response.data);
  }

  /**
   * spec §8: after more than five network errors in a row, storage is cleared and login opens; decided a moment
   * later, as a page being left has its requests cancelled before its pagehide, and the next page needs the
   * session. Several failures schedule it; the first one that still finds the run of errors acts.
   */
  function endSessionAfterNetworkErrors(): void {
    if (pageLeaving() || networkErrors.count <= networkErrors.limit) return;
    networkErrors.reset();
    sessionGone = true;
    clearSession();
    hooks.openLogin();
  }

  /** The error catalogue (spec §8) for a call that failed. */
  function onFailure(error: ApiError, callOptions: CallOptions | undefined): void {
    if (error.kind === 'network' && pageLeaving()) return; // cancelled by the browser as the page goes
    if (kind === 'login') {
      toastError(error.message);
      return;
    }
    if (error.kind === 'timeout') {
      toastError(error.message);
    } else if (error.kind === 'network') {
      toastError(error.message);
      if (networkErrors.count > networkErrors.limit) setTimeout(endSessionAfterNetworkErrors, LEAVING_GRACE_MS);
    } else {
      if (isSessionFailure(error.code) && callOptions?.auth !== false) {
        // a host page's token has nothing to refresh it: the widgets ask the host page for another one
        if ($hostToken.get()) $hostToken.set(undefined);
        else promptSessionEnded(hooks);
      }
      if (isStorageFullMessage(error.message)) $storageFull.set(true);
    }
  }

  async function refreshPair(): Promise<void> {
    const refreshToken = $refreshToken.get();
    try {
      if (!refreshToken || !refreshTokenIsValid(now())) {
        throw new ApiError('fail', SESSION_CODES.invalidToken, t('session.verifyFailed'));
      }
      const answer = await send<LoginData>({
        method: 'POST',
        path: ACCOUNT_PATHS.refreshToken,
        body: { refresh_token: refreshToken.id },
      });
      const data = answer.data;
      if (!data?.token?.id || !data.refresh_token?.id) throw new ApiError('fail', -1, t('session.verifyFailed'));
      saveTokens(data);
      sessionGone = false;
    } catch (caught) {
      const error = toApiError(caught);
      if (error.kind === 'fail') {
        // spec §4/§8: refresh failure logs out, shows the message, returns to root
        sessionGone = true;
        clearSession();
        toastError(error.message || t('session.verifyFailed'));
        hooks.goRoot();
      } else {
        // no answer: the refresh token may still be good, so keep the session and let a later call retry
        onFailure(error, undefined);
      }
      throw error;
    }
  }

  const refreshOnce = singleFlight(() =>
    withCrossTabLock(REFRESH_LOCK, async () => {
      // Another tab may have refreshed while this one waited for the lock.
      if (adoptStoredTokens(now() + TOKEN_EXPIRY_MARGIN_MS)) return;
      await refreshPair();
    }),
  );

  /** spec §4 "Session": refresh first when only the refresh token is valid; log out when neither is. */
  async function ensureSession(): Promise<void> {
    if ($hostToken.get()) return;
    const at = now();
    if (tokenIsValid(at + TOKEN_EXPIRY_MARGIN_MS)) {
      sessionGone = false;
      return;
    }
    if (refreshTokenIsValid(at)) return refreshOnce();
    if (tokenIsValid(at)) return; // about to expire and nothing to refresh it with: use it while it lasts
    if (!sessionGone) {
      sessionGone = true;
      clearSession();
      hooks.reload();
    }
    throw new ApiError('fail', SESSION_CODES.invalidToken, t('session.verifyFailed'));
  }

  async function call<T>(request: Request, callOptions: CallOptions | undefined): Promise<ApiOk<T>> {
    if (kind === 'general' && callOptions?.auth !== false) await ensureSession();
    try {
      return await send<T>(request);
    } catch (caught) {
      const error = toApiError(caught);
      onFailure(error, callOptions);
      throw error;
    }
  }

  return {
    get: (path, query, callOptions) => call({ method: 'GET', path, query }, callOptions),
    postForm: (path, body, callOptions) => call({ method: 'POST', path, body: toFormBody(body) }, callOptions),
    postJson: (path, body, callOptions) =>
      call({ method: 'POST', path, body: toJsonBody(body) as Request['body'] }, callOptions),
    postMultipart: (path, formData, callOptions) => call({ method: 'POST', path, body: formData }, callOptions),
    refreshSession: () => refreshOnce(),
  };
}

function readAnswer<T>(status: number, body: unknown): ApiOk<T> {
  const answer = body as Partial<ApiAnswer<T>> | null | undefined;
  if (answer && typeof answer === 'object') {
    if (answer.result === 'ok') return answer as ApiOk<T>;
    if (answer.result === 'fail') {
      const code = typeof answer.code === 'number' ? answer.code : -1;
      throw new ApiError('fail', code, String(answer.message ?? t('common.failed')), status);
    }
  }
  throw new ApiError('fail', status || -1, t('network.httpError', { status }), status);
}

function isTimeout(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  return (error as { name?: string } | null)?.name === 'TimeoutError' || cause?.name === 'TimeoutError';
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('fail', -1, error instanceof Error ? error.message : String(error));
}

/** Error toasts last 5000 ms (spec §9); the same text already on screen is not stacked again. */
function toastError(message: string): void {
  if ($toasts.get().some((toast) => toast.kind === 'error' && toast.message === message)) return;
  showToast(message, { kind: 'error', duration: ERROR_TOAST_MS });
}
