/**
 * The built console (SPA) and the widget bundle, plus the 404 answers.
 *
 * - `/assets/*`: content-hashed names, cached for a year.
 * - any other GET that is no file and not under /api/: index.html (SPA fallback), no-cache,
 *   with the Content-Security-Policy.
 * - `/widgets/*`: the custom-element bundle, loadable from other sites' pages (`Access-Control-Allow-Origin: *`,
 *   `Cross-Origin-Resource-Policy: cross-origin`); the lazy chunks under `chunks/` and `esm-chunks/` have
 *   content-hashed names and are cached for a year, every other file (the fixed entry names) is revalidated.
 * - `/examples/*`: the example pages (http/examples.ts), without the console's CSP (frame-ancestors only).
 * - unknown /api/* paths: 404 `{result:'fail', code: 40400, message: '接口不存在'}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CODES } from '@server/errors.ts';
import { failBody } from './answers.ts';
import { fixContentType } from './static-types.ts';
import { isDirectory, MISSING_FILE, registerExamples } from './examples.ts';

export type StaticOptions = {
  consoleDir: string;
  widgetsDir: string;
  /** the repository's examples/ pages, served at /examples/ when the directory exists */
  examplesDir: string;
  /** extra origin allowed in connect-src */
  apiOrigin?: string | undefined;
};

export function contentSecurityPolicy(apiOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** widget folders whose files have content-hashed names */
const HASHED_WIDGET_DIRS = ['chunks', 'esm-chunks'];

/** A widget file's Cache-Control: hashed chunks for a year, fixed names revalidated. */
function widgetCacheControl(widgetsDir: string, filePath: string): string {
  const [top, ...rest] = path.relative(widgetsDir, filePath).split(path.sep);
  return rest.length > 0 && HASHED_WIDGET_DIRS.includes(top ?? '') ? IMMUTABLE : 'no-cache';
}

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const csp = contentSecurityPolicy(options.apiOrigin);
  const hasConsole = isDirectory(options.consoleDir);
  const hasIndex = hasConsole && fs.existsSync(path.join(options.consoleDir, 'index.html'));
  const assetsDir = path.join(options.consoleDir, 'assets') + path.sep;

  const htmlHeaders = (reply: FastifyReply) => {
    void reply.header('Content-Security-Policy', csp);
    void reply.header('Cache-Control', 'no-cache');
  };

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: options.consoleDir,
      prefix: '/',
      wildcard: true,
      setHeaders(reply, filePath) {
        if (filePath.endsWith('.html')) htmlHeaders(reply);
        else if (filePath.startsWith(assetsDir)) void reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  if (isDirectory(options.widgetsDir)) {
    await app.register(fastifyStatic, {
      root: options.widgetsDir,
      prefix: '/widgets/',
      decorateReply: false,
      setHeaders(reply, filePath) {
        // other sites' pages load them, the ES modules and chunks with CORS
        void reply.header('Cache-Control', widgetCacheControl(options.widgetsDir, filePath));
        void reply.header('Access-Control-Allow-Origin', '*');
        void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        fixContentType(reply, filePath);
      },
    });
  }

  await registerExamples(app, {
    examplesDir: options.examplesDir,
    mainOrigin: (request) => `${request.protocol}://${request.host}`,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(failBody(CODES.notFound, '接口不存在'));
    }
    // console routes have no file extension; a missing file (/assets/x.js, /favicon.ico) stays a 404
    const fileTree = ['/assets', '/widgets', '/examples'].some((prefix) => underPrefix(pathname, prefix));
    const spaRoute = (request.method === 'GET' || request.method === 'HEAD') && !fileTree && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasIndex && spaRoute) {
      htmlHeaders(reply);
      return reply.sendFile('index.html');
    }
    if (underPrefix(pathname, '/widgets') || underPrefix(pathname, '/examples')) {
      return reply.code(404).send(failBody(CODES.notFound, MISSING_FILE));
    }
    const message = hasIndex ? '页面不存在' : '控制台尚未构建，请先运行 npm run build';
    return reply.code(404).send(failBody(CODES.notFound, message));
  });
}
