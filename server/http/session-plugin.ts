/**
 * Session check for API routes (DESIGN.md Login contract): the Authorization header carries
 * `<token id>` or `Bearer <token id>`. Routes that sign in mark themselves `config: {public: true}`.
 * Static files and unknown paths are never checked (their route pattern is not under /api/).
 *
 * Every other API route declares the pages whose screens call it, `config: inModule(...)` (docs/api.md "Modules"):
 * a staff account may call it only when its menu shows one of them; a route that declares none is refused to staff
 * accounts. Main accounts keep their whole mode. The check runs before the body is validated and the handler runs.
 *
 * A token starting `lk_` is one of the teacher's API keys: it acts for the teacher, in its scopes only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moduleAllows, modulesOfRoute, SHELL, type RouteModule } from '@shared/menu/modules.ts';
import { isApiKey } from '@shared/api-keys/rules.ts';
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
    /** the pages whose screens call a private route (any one grants it); `shell` for every signed-in account */
    module?: RouteModule;
  }
  interface FastifyInstance {
    /** every /api/ route as registered, for the module contract test and docs */
    apiRoutes: readonly ApiRoute[];
  }
}

/** What a route declared: its JSON schemas are read by the route fuzz test to shape its inputs. */
type RouteSchemas = { body?: unknown; querystring?: unknown; params?: unknown };
export type ApiRoute = { method: string; url: string; public: boolean; module: RouteModule | undefined; schema: RouteSchemas };

/** The pages a staff account's menu shows (the menu service's, which reads the same grant). */
export type PageGrants = { grantedPages(session: Session): Promise<ReadonlySet<string>> };

/** The teacher's API keys (server/areas/api-keys): the session of a key that works, else undefined. */
export type ApiKeyAuth = { authenticate(key: string): Promise<Session | undefined> };

/** `METHOD /url` of each private route that declares no module (HEAD and OPTIONS follow their route). */
export function routesWithoutModule(routes: readonly ApiRoute[]): string[] {
  return routes
    .filter((route) => !route.public && route.module === undefined && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.url}`);
}

/** The `config` of a private route: the page whose screen calls it, or every page whose screens call it. */
export function inModule(module: RouteModule): { module: RouteModule } {
  return { module };
}

export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim().replace(/^bearer\s+/i, '').trim();
  return value === '' ? undefined : value;
}

export function registerSessionCheck(app: FastifyInstance, sessions: Pick<SessionService, 'authenticate'>, grants: PageGrants, keys?: ApiKeyAuth): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config ?? {};
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, public: config.public === true, module: config.module, schema: (route.schema ?? {}) as RouteSchemas });
    }
  });

  app.decorateRequest('session', null);
  // preValidation: after the body is parsed (multipart bodies are not read yet), before it is validated
  app.addHook('preValidation', async (request) => {
    const pattern = request.routeOptions.url;
    const config = request.routeOptions.config;
    if (request.is404 || !pattern?.startsWith('/api/') || config.public === true) return;
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) throw fail.invalidSession();
    if (keys && isApiKey(token)) {
      const keySession = await keys.authenticate(token);
      if (!keySession) throw fail.invalidSession();
      keySession.ip = request.ip;
      request.session = keySession;
      // a key calls its modules only: never Home's shell calls (sign-out, the menu, messages) nor 系统设置
      const scopes: ReadonlySet<string> = keySession.apiKey!.scopes;
      if (config.module === undefined || config.module === SHELL || !modulesOfRoute(config.module).some((key) => scopes.has(key))) {
        throw fail.forbidden('该 API 密钥无权调用此接口');
      }
      return;
    }
    const session = await sessions.authenticate(token);
    session.ip = request.ip;
    request.session = session;
    if (!session.isChild || config.module === SHELL) return;
    session.pages = await grants.grantedPages(session);
    if (!moduleAllows(config.module, session.pages)) throw fail.forbidden();
  });
}

/** The session of a checked route. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw fail.invalidSession();
  return request.session;
}
