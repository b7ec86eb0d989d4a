/**
 * Builds the Fastify app: database (migrated, seeded on first start), hooks, API routes, console.
 * The caller listens and closes; closing the app closes the database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerFormBody } from './http/form-body.ts';
import { loggerConfig, type LoggerOption } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessionCheck } from './http/session-plugin.ts';
import { AJV_OPTIONS, schemaErrorFormatter } from './http/validation.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { registerStatic } from './routes/static.ts';
import { registerSystemRoutes } from './routes/system.ts';
import { seedIfEmpty, type SeedResult } from './seed/index.ts';
import type { Clock } from './services/context.ts';
import { createServices } from './services/index.ts';
import type { SmsSender } from './services/sms.ts';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export type BuildOptions = {
  dataDir: string;
  /** false/undefined: silent; true: info to stdout; or pino options such as {level, stream} */
  logger?: LoggerOption;
  /** seconds, default 7200 */
  accessTokenTtl?: number;
  /** seconds, default 1209600 (14 days), absolute from the login */
  refreshTokenTtl?: number;
  /** milliseconds since the epoch; tests move time with it */
  now?: Clock;
  /** default <repo>/dist/console */
  consoleDir?: string;
  /** default <repo>/dist/widgets */
  widgetsDir?: string;
  /** extra origin in the console's CSP connect-src (LECTERN_API_ORIGIN) */
  apiOrigin?: string | undefined;
  /** default true: fill an empty database with the menu catalogue and demo data */
  seed?: boolean;
  /** default: write codes to the log */
  smsSender?: SmsSender;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** what the first-start seed did */
    lecternSeed: SeedResult;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dataDir);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: loggerConfig(options.logger),
    ajv: AJV_OPTIONS,
    schemaErrorFormatter,
    frameworkErrors,
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  const services = createServices(
    {
      db,
      now: options.now ?? Date.now,
      accessTokenTtl: options.accessTokenTtl ?? 7200,
      refreshTokenTtl: options.refreshTokenTtl ?? 1_209_600,
      log: app.log,
    },
    options.smsSender ? { smsSender: options.smsSender } : {},
  );

  const seed = options.seed === false ? { catalogue: false, demo: false } : await seedIfEmpty(services);
  app.decorate('lecternSeed', seed);

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerFormBody(app);
  registerSessionCheck(app, services.sessions);
  registerAccountRoutes(app, services);
  registerSystemRoutes(app, services);
  registerNotificationRoutes(app, services);
  await registerStatic(app, {
    consoleDir: options.consoleDir ?? path.join(REPO_ROOT, 'dist', 'console'),
    widgetsDir: options.widgetsDir ?? path.join(REPO_ROOT, 'dist', 'widgets'),
    apiOrigin: options.apiOrigin,
  });

  await app.ready();
  return app;
}
