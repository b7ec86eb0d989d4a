/**
 * Logger settings. Requests are logged as method + URL only (no headers, so no Authorization), with every
 * credential in the URL replaced by `[redacted]` (redact-url.ts: token and ticket parameters, signed paths).
 */
import type { FastifyRequest } from 'fastify';
import { urlRedactor } from './redact-url.ts';

export type LoggerOption = boolean | { level?: string; stream?: NodeJS.WritableStream };

/** Redacts the query credentials of a URL (no secret paths: see loggerConfig). */
export const redactUrl = urlRedactor();

/** @param secretPaths path prefixes followed by a credential segment (signed media files, tus upload addresses) */
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
