/**
 * The examples origin: a second, tiny listener (LECTERN_EXAMPLES_PORT, default PORT+1) standing in for a
 * third-party site. It serves only the repository's `examples/` pages at `/examples/*` and redirects `/` to
 * the rich-text editor example; that page loads the widget bundle from the main server and calls the API
 * cross-origin, as a real embedding site does. Its `lectern-origin.js` names the main server.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { hostWithPort, isWildcardHost } from './config.ts';
import { CODES } from './errors.ts';
import { failBody } from './http/answers.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { loggerConfig, type LoggerOption } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { MISSING_FILE, registerExamples } from './http/examples.ts';

export const EDITOR_PAGE = '/examples/editor.html';
export const LEGACY_PAGE = '/examples/legacy-v1.html';

export type ExamplesOriginOptions = {
  examplesDir: string;
  /** HOST and PORT of the main server */
  mainHost: string;
  mainPort: number;
  logger?: LoggerOption;
};

/** The main server's origin for a page of the examples origin; a wildcard HOST gives way to the name the page used. */
export function mainOriginFor(mainHost: string, mainPort: number, request: Pick<FastifyRequest, 'hostname'>): string {
  const host = isWildcardHost(mainHost) ? request.hostname || '127.0.0.1' : mainHost;
  return `http://${hostWithPort(host, mainPort)}`;
}

async function buildExamplesOrigin(options: ExamplesOriginOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerConfig(options.logger), frameworkErrors });
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  app.get('/', async (_request, reply) => reply.redirect(EDITOR_PAGE));
  await registerExamples(app, {
    examplesDir: options.examplesDir,
    mainOrigin: (request) => mainOriginFor(options.mainHost, options.mainPort, request),
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(failBody(CODES.notFound, MISSING_FILE)));
  await app.ready();
  return app;
}

export type RunningExamplesOrigin = { app: FastifyInstance; url: string; close(): Promise<void> };
type Log = { warn(obj: object, message: string): void };

/**
 * Builds and starts the examples origin on HOST:port. A port in use (or any other failure) is logged as a
 * warning and answered with undefined: the main server goes on without it.
 */
export async function startExamplesOrigin(
  options: ExamplesOriginOptions & { host: string; port: number; log: Log },
): Promise<RunningExamplesOrigin | undefined> {
  let app: FastifyInstance | undefined;
  try {
    app = await buildExamplesOrigin(options);
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    options.log.warn({ err: error }, `examples origin not started on port ${options.port}; going on without it`);
    await app?.close().catch(() => undefined);
    return undefined;
  }
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  const running = app;
  return { app, url: `http://${hostWithPort(options.host, port)}`, close: () => running.close() };
}
