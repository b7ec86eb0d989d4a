/**
 * The repository's `examples/` pages (a legacy V1.0 page, a third-party editor), served at `/examples/` by
 * the main server and by the examples origin (server/examples-origin.ts), always revalidated.
 *
 * They are legacy-style pages with inline scripts: the console's Content-Security-Policy would block those
 * scripts, so their policy is only `frame-ancestors 'self'` (added to every HTML page by security-headers.ts). `/examples/lectern-origin.js` is made per request: a classic script setting
 * `window.LECTERN_ORIGIN` to the main server's origin, so a page on either origin finds the API and the
 * widget bundle.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@server/errors.ts';
import { fixContentType, JAVASCRIPT_TYPE } from './static-types.ts';

const EXAMPLES_PREFIX = '/examples/';
const ORIGIN_SCRIPT = '/examples/lectern-origin.js';
/** the 404 message of a file that is not there (examples, widgets) */
export const MISSING_FILE = '文件不存在';

export type ExamplesOptions = {
  examplesDir: string;
  /** the main server's origin, as a page that made this request reaches it */
  mainOrigin(request: FastifyRequest): string;
};

export function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The script body: a JSON string, with `<` escaped so that it could even sit inline. */
function originScript(origin: string): string {
  return `window.LECTERN_ORIGIN = ${JSON.stringify(origin).replace(/</g, '\\u003c')};\n`;
}

/** `..` or a backslash in a path segment: no file of the directory, whatever the resolver makes of it. */
function escapesDirectory(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.includes('\\') || decoded.includes('\0') || decoded.split('/').includes('..');
}

export async function registerExamples(app: FastifyInstance, options: ExamplesOptions): Promise<void> {
  const noCache = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-cache');

  app.get(ORIGIN_SCRIPT, async (request, reply) => {
    noCache(reply);
    return reply.type(JAVASCRIPT_TYPE).send(originScript(options.mainOrigin(request)));
  });

  if (!isDirectory(options.examplesDir)) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (escapesDirectory(request.url)) throw fail.notFound(MISSING_FILE);
    });
    await scope.register(fastifyStatic, {
      root: options.examplesDir,
      prefix: EXAMPLES_PREFIX,
      decorateReply: false,
      setHeaders(reply, filePath) {
        noCache(reply);
        fixContentType(reply, filePath);
      },
    });
  });
}
