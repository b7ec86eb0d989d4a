import { $config } from '@shared/config.ts';
import { $user, authorizationToken } from '@shared/session/session.ts';
import { buildUrl } from './url.ts';
import { stripEmpty, toJsonBody } from './params.ts';

/**
 * What every call carries (spec §5, §7), as small functions: the API client applies them in its ofetch hook
 * (client.ts), and calls that ofetch cannot send (an upload with progress, the notification stream) build their
 * URL and headers from them, so the rules live here once.
 */

/** spec §7: app, appid and u (the user id) on every call; spec §5: no empty parameters (0 stays). */
export function sessionQuery(query?: Record<string, unknown>): Record<string, unknown> {
  const config = $config.get();
  return stripEmpty({ ...query, app: config.app, appid: config.appid, u: $user.get()?.id });
}

/** A request as the client's onRequest hook sees it (ofetch's options), or as a transport's request is built. */
export type DecoratedRequest = { baseURL?: string; query?: Record<string, unknown>; body?: unknown; headers: Headers };

/**
 * Decorates a request in place: the API origin (`baseURL`, default `$config.apiBase`), the session query
 * parameters, a JSON body without empty fields, and the token id as Authorization (spec §7).
 */
export function decorateRequest(request: DecoratedRequest, baseURL = $config.get().apiBase): void {
  request.baseURL = baseURL;
  request.query = sessionQuery(request.query);
  request.body = toJsonBody(request.body);
  const authorization = authorizationToken();
  if (authorization) request.headers.set('Authorization', authorization);
}

/** The whole URL of a decorated request: origin, path and query. */
export function requestUrl(request: DecoratedRequest, path: string): string {
  return buildUrl(request.baseURL ?? $config.get().apiBase, path, request.query ?? {});
}
