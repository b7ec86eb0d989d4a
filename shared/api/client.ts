import type { $Fetch, FetchHook, FetchOptions } from 'ofetch';
import { $config } from '@shared/config.ts';
import { t } from '@shared/i18n/i18n.ts';
import { $hostToken } from '@shared/session/session.ts';
import { decorateRequest, requestUrl, type DecoratedRequest } from './decorate.ts';
import { flagStorageFull, toastError } from './catalogue.ts';
import type { ApiClient, ApiClientOptions, CallOptions, ClientKind, SendOptions, Transport, TransportAnswer } from './client-types.ts';
import { ApiError, answerError, FORBIDDEN_CODE, isSessionFailure, noAnswerError, toApiError } from './errors.ts';
import { createHttp, readAnswerBody } from './http.ts';
import { createNetworkErrorCounter, watchPageLeaving } from './network-errors.ts';
import { toFormBody } from './params.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { createSessionKeeper } from './refresh.ts';
import { promptSessionEnded } from './session-ended.ts';
import type { ApiOk } from './types.ts';
import type { LoginData } from '@shared/session/types.ts';

export type * from './client-types.ts';

/** spec §9: login client 5000 ms, general 200000 ms */
export const DEFAULT_TIMEOUT_MS: Record<ClientKind, number> = { general: 200000, login: 5000 };
/** how long a page whose requests failed at once has to show that it is being left (pagehide) */
const LEAVING_GRACE_MS = 500;

/** How a failure is reported to the user (the error catalogue); `undefined` reports nothing. */
type Report = ((error: ApiError) => void) | undefined;
type Body = FetchOptions['body'];

/**
 * The one API client (DESIGN.md "HTTP"): ofetch instances whose options and hooks carry the cross-cutting rules
 * of spec §7/§8/§9. Options: the time-out, no retries. onRequest: the session check and single-flight token
 * refresh, then `decorateRequest` (decorate.ts: the query parameters app/appid/u, the Authorization header,
 * stripping of empty parameters). onRequestError: `unanswered` (time-out or network error, and the run of network
 * errors). onResponse: `answered`. Both report a failure through the error catalogue (toasts, the session-ended
 * confirm, storage full) before rejecting. The general client has two instances (calls with and without a
 * session) and a third, silent one for the refresh. `send` applies the same steps around a transport of the
 * caller's (an upload with progress over XMLHttpRequest), so that there is one place for these rules.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const kind = options.kind ?? 'general';
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS[kind];
  const hooks = options.hooks;
  const networkErrors = createNetworkErrorCounter();
  const pageLeaving = options.pageLeaving ?? watchPageLeaving(globalThis.window);

  const decorate = (request: DecoratedRequest) => decorateRequest(request, options.baseURL?.() ?? $config.get().apiBase);

  /** A call that got no answer: its time-out or a network error, counted in the run (spec §8) and reported. */
  function unanswered(error: unknown, report: Report): ApiError {
    const failure = noAnswerError(error);
    // requests the browser cancels as the page is left are no network errors
    if (failure.kind === 'network' && !pageLeaving()) networkErrors.record();
    report?.(failure);
    return failure;
  }

  /** A call that got an answer: ends the run of network errors; a failure is reported and returned. */
  function answered(status: number, body: unknown, report: Report): ApiError | undefined {
    networkErrors.reset();
    const failure = answerError(status, body);
    if (failure) report?.(failure);
    return failure;
  }

  /** An ofetch instance with the client's rules; `before` runs ahead of the parameters (the session check). */
  function instance(report: Report, before: FetchHook[] = []): $Fetch {
    return createHttp(options.fetch, {
      timeout,
      onRequest: [...before, ({ options: request }) => decorate(request)],
      onRequestError: ({ error }) => {
        throw unanswered(error, report);
      },
      onResponse: ({ response }) => {
        const failure = answered(response.status, response._data, report);
        if (failure) throw failure;
      },
    });
  }

  /**
   * spec §8: after more than five network errors in a row, storage is cleared and login opens; decided a moment
   * later, as a page being left has its requests cancelled before its pagehide, and the next page needs the
   * session. Several failures schedule it; the first one that still finds the run of errors acts.
   */
  function endSessionAfterNetworkErrors(): void {
    if (pageLeaving() || networkErrors.count <= networkErrors.limit) return;
    networkErrors.reset();
    session.end();
    hooks.openLogin();
  }

  /** The error catalogue (spec §8) for a call that failed; `auth` false: no session-ended confirm. */
  function reportFailure(error: ApiError, auth: boolean): void {
    if (error.kind === 'network' && pageLeaving()) return; // cancelled by the browser as the page goes
    if (kind === 'login' || error.kind === 'timeout') return toastError(error.message);
    if (error.kind === 'network') {
      toastError(error.message);
      if (networkErrors.count > networkErrors.limit) setTimeout(endSessionAfterNetworkErrors, LEAVING_GRACE_MS);
      return;
    }
    if (auth && isSessionFailure(error.code)) {
      // a host page's token has nothing to refresh it: the widgets ask the host page for another one
      if ($hostToken.get()) $hostToken.set(undefined);
      else promptSessionEnded(hooks);
    }
    if (auth && error.code === FORBIDDEN_CODE) hooks.forbidden?.();
    flagStorageFull(error.message);
  }

  // The refresh call reports nothing itself: the session keeper decides what its failure means.
  const refreshFetch = instance(undefined);
  const session = createSessionKeeper({
    now: options.now ?? Date.now,
    requestPair: (refreshToken) =>
      refreshFetch<ApiOk<LoginData>>(ACCOUNT_PATHS.refreshToken, { method: 'POST', body: { refresh_token: refreshToken } }),
    onRefreshFailed: (error) => {
      if (error.kind !== 'fail') return reportFailure(error, true); // no answer: the refresh token may still be good
      // spec §4/§8: refresh failure logs out (done), shows the message, returns to root
      toastError(error.message || t('session.verifyFailed'));
      hooks.goRoot();
    },
    reload: () => hooks.reload(),
  });

  // The login client never refreshes and toasts every failure; the general one checks the session first,
  // except for calls made with auth: false.
  const reportAnonymous: Report = (error) => reportFailure(error, false);
  const reportSignedIn: Report = (error) => reportFailure(error, true);
  const anonymous = instance(reportAnonymous);
  const signedIn = kind === 'login' ? anonymous : instance(reportSignedIn, [() => session.ensure()]);

  async function call<T>(path: string, request: FetchOptions<'json'>, callOptions: CallOptions | undefined): Promise<ApiOk<T>> {
    const fetch = callOptions?.auth === false ? anonymous : signedIn;
    try {
      return await fetch<ApiOk<T>>(path, callOptions?.headers ? { ...request, headers: callOptions.headers } : request);
    } catch (caught) {
      throw toApiError(caught);
    }
  }

  /** The steps of `instance`, in the same order, around a transport of the caller's. */
  async function send<T>(path: string, transport: Transport, sendOptions: SendOptions = {}): Promise<ApiOk<T>> {
    const { signal } = sendOptions;
    const auth = kind !== 'login' && sendOptions.auth !== false;
    const report = auth ? reportSignedIn : reportAnonymous;
    signal?.throwIfAborted();
    if (auth) await session.ensure();
    signal?.throwIfAborted();
    const request: DecoratedRequest = { query: sendOptions.query, headers: new Headers() };
    decorate(request);
    let answer: TransportAnswer;
    try {
      answer = await transport({ method: sendOptions.method ?? 'POST', url: requestUrl(request, path), headers: request.headers, timeoutMs: timeout });
    } catch (error) {
      if (signal?.aborted) throw signal.reason; // the caller stopped the call: nothing to report
      throw unanswered(error, report);
    }
    const body = readAnswerBody(answer.text);
    const failure = answered(answer.status, body, report);
    if (failure) throw failure;
    return body as ApiOk<T>;
  }

  return {
    get: (path, query, callOptions) => call(path, { method: 'GET', query }, callOptions),
    postForm: (path, body, callOptions) => call(path, { method: 'POST', body: toFormBody(body) }, callOptions),
    postJson: (path, body, callOptions) => call(path, { method: 'POST', body: body as Body }, callOptions),
    postMultipart: (path, formData, callOptions) => call(path, { method: 'POST', body: formData }, callOptions),
    send,
    refreshSession: () => session.refresh(),
  };
}
