/**
 * Session check for API routes (DESIGN.md Login contract): the Authorization header carries
 * `<token id>` or `Bearer <token id>`. Routes that sign in mark themselves `config: {public: true}`.
 * Static files and unknown paths are never checked (their route pattern is not under /api/).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '@server/errors.ts';
import type { Session } from './session-types.ts';
import type { SessionService } from '@server/areas/account/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session check on every non-public API route */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** true: the route works without a session (sign-in calls) */
    public?: boolean;
  }
}

export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim().replace(/^bearer\s+/i, '').trim();
  return value === '' ? undefined : value;
}

export function registerSessionCheck(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const pattern = request.routeOptions.url;
    if (request.is404 || !pattern?.startsWith('/api/') || request.routeOptions.config.public === true) return;
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) throw fail.invalidSession();
    request.session = await sessions.authenticate(token);
  });
}

/** The session of a checked route. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw fail.invalidSession();
  return request.session;
}
