/**
 * The built console (SPA) and the widget bundle, plus the 404 answers.
 *
 * - `/assets/*`: content-hashed names, cached for a year.
 * - any other GET that is no file and not under /api/: index.html (SPA fallback), no-cache,
 *   with the Content-Security-Policy.
 * - `/widgets/*`: the custom-element bundle, loadable from other sites' pages.
 * - unknown /api/* paths: 404 `{result:'fail', code: 40400, message: '接口不存在'}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CODES } from '../errors.ts';
import { failBody } from '../http/answers.ts';

export type StaticOptions = {
  consoleDir: string;
  widgetsDir: string;
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

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

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
      setHeaders(reply) {
        // fixed names (lectern-widgets.js): revalidate; other sites' pages load them, the .mjs with CORS
        void reply.header('Cache-Control', 'no-cache');
        void reply.header('Access-Control-Allow-Origin', '*');
        void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(failBody(CODES.notFound, '接口不存在'));
    }
    // console routes have no file extension; a missing file (/assets/x.js, /favicon.ico) stays a 404
    const spaRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/widgets/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (hasIndex && spaRoute) {
      htmlHeaders(reply);
      return reply.sendFile('index.html');
    }
    const message = hasIndex ? '页面不存在' : '控制台尚未构建，请先运行 npm run build';
    return reply.code(404).send(failBody(CODES.notFound, message));
  });
}
