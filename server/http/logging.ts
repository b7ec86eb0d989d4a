/**
 * Logger settings. Requests are logged as method + URL only (no headers, so no Authorization), with every
 * credential in the URL replaced by `[redacted]` (redact-url.ts: token and ticket parameters, signed paths).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { urlRedactor } from './redact-url.ts';

export type LoggerOption = boolean | { level?: string; stream?: NodeJS.WritableStream };

/**
 * The path prefixes followed by a credential segment, filled as routes are registered, by one rule: a route that
 * needs no session and takes a path parameter is reached by that parameter alone (a signed media file or evidence
 * picture, a tus upload address), so the parameter is a credential and the log keeps none of it.
 */
export function collectSecretPaths(app: FastifyInstance, into: string[]): void {
  app.addHook('onRoute', (route) => {
    const param = route.url.indexOf('/:');
    if (route.config?.public !== true || param < 0) return;
    const prefix = route.url.slice(0, param);
    if (!into.includes(prefix)) into.push(prefix);
  });
}

/** @param secretPaths path prefixes followed by a credential segment (`collectSecretPaths`); read as they grow */
export function loggerConfig(option: LoggerOption | undefined, secretPaths: readonly string[] = []) {
  if (option === false || option === undefined) return false;
  const redact = urlRedactor(secretPaths);
  const serializers = {
    req(request: FastifyRequest) {
      return { method: request.method, url: redact(request.url) };
    },
  };
  const base = { level: 'info', serializers };
  return option === true ? base : { ...base, ...option };
}

/**
 * One log line per request, written once it is answered, or once the caller left a long answer (an event stream):
 * method, redacted URL (the req serializer), status and time. Half the lines of Fastify's own request logging,
 * which writes one when a request comes and one when it ends.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted by the caller');
    done();
  });
}
