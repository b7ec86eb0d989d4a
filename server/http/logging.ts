/**
 * Logger settings. Requests are logged as method + URL only (no headers, so no Authorization),
 * with any `access_token` query value replaced by `[redacted]` (spec: token login puts it in the URL).
 */
import type { FastifyRequest } from 'fastify';

export type LoggerOption = boolean | { level?: string; stream?: NodeJS.WritableStream };

const SECRET_QUERY = /([?&](?:access_token|refresh_token|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export const serializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url) };
  },
};

export function loggerConfig(option: LoggerOption | undefined) {
  if (option === false || option === undefined) return false;
  const base = { level: 'info', serializers };
  return option === true ? base : { ...base, ...option };
}
