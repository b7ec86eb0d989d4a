/**
 * Content types that @fastify/static (mime 3) gets wrong or dated for our files: `.js` and `.mjs` as
 * `application/javascript` (RFC 9239 makes `text/javascript` the one type), `.d.ts` as `video/mp2t`.
 */
import type { FastifyReply } from 'fastify';

export const JAVASCRIPT_TYPE = 'text/javascript; charset=utf-8';

function staticContentType(filePath: string): string | undefined {
  if (/\.(?:m|c)?js$/i.test(filePath)) return JAVASCRIPT_TYPE;
  if (/\.d\.(?:m|c)?ts$/i.test(filePath)) return 'text/plain; charset=utf-8';
  return undefined;
}

/** In a `setHeaders` callback of @fastify/static: corrects the Content-Type where it needs it. */
export function fixContentType(reply: FastifyReply, filePath: string): void {
  const type = staticContentType(filePath);
  if (type) void reply.header('Content-Type', type);
}
