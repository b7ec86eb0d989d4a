/**
 * CORS for the API (`/api/*`): pages on the configured origins (LECTERN_CORS_ORIGINS and the examples
 * origin) may call it with `Authorization: <token>`. No credentials: the API uses no cookies.
 *
 * - a preflight (OPTIONS with Origin and Access-Control-Request-Method) on any /api/ path is answered here,
 *   before routing and the session check: 204 with the allowed methods and headers for an allowed origin,
 *   403 `{result:'fail'}` without any Access-Control-* header for another one;
 * - every other /api/ answer (ok, fail, 404, the tus upload endpoint) carries `Vary: Origin`, and for an
 *   allowed origin the echoed `Access-Control-Allow-Origin` (never `*`) and the exposed headers.
 *
 * The tus endpoint (routes/vod.ts) writes its answers itself; it asks the same policy (see `CorsPolicy`).
 * The widget bundle under /widgets/ is public and keeps its own `Access-Control-Allow-Origin: *`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '@server/errors.ts';
import { failBody } from './answers.ts';

const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';
const CORS_ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  // money writes (docs/decisions.md "The ledger": idempotency)
  'Idempotency-Key',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
  'X-Requested-With',
].join(', ');
const CORS_EXPOSE_HEADERS = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
  'Upload-Metadata',
].join(', ');
/** seconds a browser may cache a preflight answer */
const CORS_MAX_AGE = 600;

export type CorsPolicy = {
  /** the exact origins allowed (scheme://host[:port]) */
  readonly origins: readonly string[];
  allows(origin: string | undefined): origin is string;
  /** headers of an actual (non-preflight) API answer for a request from `origin` */
  answerHeaders(origin: string | undefined): Record<string, string>;
};

export function createCorsPolicy(origins: readonly string[]): CorsPolicy {
  const allowed = new Set(origins);
  const allows = (origin: string | undefined): origin is string => origin !== undefined && allowed.has(origin);
  return {
    origins: [...allowed],
    allows,
    answerHeaders(origin): Record<string, string> {
      if (!allows(origin)) return { Vary: 'Origin' };
      return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS, Vary: 'Origin' };
    },
  };
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Adds `Origin` to the reply's Vary header, keeping what is there. */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const tokens = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  if (tokens.some((token) => token === '*' || token.toLowerCase() === 'origin')) return;
  void reply.header('Vary', [...tokens, 'Origin'].join(', '));
}

export function registerCors(app: FastifyInstance, policy: CorsPolicy): void {
  const preflights = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !isApiPath(request.url)) return;
    const origin = request.headers.origin;
    if (origin === undefined || request.headers['access-control-request-method'] === undefined) return;
    // a preflight: answered here for every /api/ path, whether a route has OPTIONS or not
    preflights.add(request);
    if (!policy.allows(origin)) {
      return reply.code(403).header('Vary', 'Origin').send(failBody(CODES.forbidden, '不允许的来源'));
    }
    return reply
      .code(204)
      .headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
        'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
        'Access-Control-Max-Age': String(CORS_MAX_AGE),
        Vary: 'Origin',
      })
      .send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url) || preflights.has(request)) return payload;
    for (const [name, value] of Object.entries(policy.answerHeaders(request.headers.origin))) {
      if (name === 'Vary') varyOnOrigin(reply);
      else void reply.header(name, value);
    }
    return payload;
  });
}
