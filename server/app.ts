/**
 * Builds the Fastify app: database (migrated, seeded on first start, one instance at a time), events, the platform
 * plugins, the areas' start-up jobs, hooks and routes (server/areas/index.ts, in its order), console.
 * The caller listens and closes; closing the app closes the database.
 */
import { DEFAULT_FREE_TRAFFIC_BYTES, DEFAULT_RTMP_URL, DEFAULT_STUDENT_ORIGIN } from './config.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { BuildOptions } from './build-options.ts';
import { openDatabase } from './db/database.ts';
import { openEvents } from './db/events.ts';
import { migrateToLatest } from './db/migrate.ts';
import { whileStarting } from './db/start-lock.ts';
import { MIGRATIONS } from './migrations.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { createCorsPolicy, registerCors } from './http/cors.ts';
import { registerFormBody } from './http/form-body.ts';
import { collectSecretPaths, loggerConfig, logRequests } from './http/logging.ts';
import { registerApiReference, registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerAnswerSerialization } from './http/answer-serialization.ts';
import { registerSessionCheck } from './http/session-plugin.ts';
import { ajvOptions, schemaErrorFormatter } from './http/validation.ts';
import { registerStatic } from './http/static.ts';
import type { ServerArea, ServerSetup } from './areas/define-area.ts';
import { SERVER_AREAS } from './areas/index.ts';
import { openEvidenceStore } from './areas/aftersale/evidence-files.ts';
import { DEFAULT_MONEY_OPTIONS } from './areas/funds/money-options.ts';
import { materialSettings } from './areas/materials/settings.ts';
import { seedIfEmpty, type SeedResult } from './seed/index.ts';
import { createServices } from './create-services.ts';
import { createContentChecker, DEFAULT_SENSITIVE_WORDS } from './content/sensitive-words.ts';
import { openFileStore } from './storage/open-store.ts';

export type { BuildOptions };

const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** the repository's example pages, served by the main server and the examples origin */
export const EXAMPLES_DIR = path.resolve(REPO_ROOT, 'examples');

declare module 'fastify' {
  interface FastifyInstance {
    /** what the first-start seed did */
    lecternSeed: SeedResult;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dataDir, options.databaseUrl);
  const content = createContentChecker(options.planets?.sensitiveWords ?? DEFAULT_SENSITIVE_WORDS);
  /** paths whose next segment is a credential, redacted in the log: collected from the routes as they register */
  const secretPaths: string[] = [];
  const app = Fastify({
    logger: loggerConfig(options.logger, secretPaths),
    // one line per request, written when it is answered (logRequests), instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    ajv: ajvOptions(content),
    schemaErrorFormatter,
    frameworkErrors,
    // the caller's address (request.ip) counts failed sign-ins: taken from X-Forwarded-For only when a trusted proxy sent it
    ...(options.trustProxy?.length ? { trustProxy: [...options.trustProxy] } : {}),
  });
  collectSecretPaths(app, secretPaths);
  logRequests(app);
  registerAnswerSerialization(app, options.observeAnswers);
  // a notification made on one instance reaches the streams of all (PostgreSQL LISTEN/NOTIFY; in-process on SQLite)
  const events = openEvents(db, options.databaseUrl, app.log);
  const files = openFileStore(options.dataDir, options.storageUrl);

  const services = createServices(
    {
      db,
      now: options.now ?? Date.now,
      accessTokenTtl: options.accessTokenTtl ?? 7200,
      refreshTokenTtl: options.refreshTokenTtl ?? 1_209_600,
      log: app.log,
    },
    {
      ...(options.smsSender ? { smsSender: options.smsSender } : {}),
      materials: { settings: materialSettings(options.dataDir, options.materials), files, events, log: app.log },
      planets: { auditSeconds: options.planets?.auditSeconds ?? 10 },
      courses: { studentOrigin: options.courses?.studentOrigin ?? DEFAULT_STUDENT_ORIGIN },
      live: { pushUrl: options.live?.pushUrl ?? DEFAULT_RTMP_URL },
      money: { ...DEFAULT_MONEY_OPTIONS, ...options.money },
      aftersale: { files: openEvidenceStore(options.dataDir, files) },
      events,
      traffic: { freeTrafficBytes: options.traffic?.freeTrafficBytes ?? DEFAULT_FREE_TRAFFIC_BYTES, ...(options.traffic?.flushEveryMs ? { flushEveryMs: options.traffic.flushEveryMs } : {}) },
    },
  );
  const areas: readonly ServerArea[] = SERVER_AREAS;
  app.addHook('onClose', async () => {
    // what the areas still write (media jobs) finishes before the database closes
    for (const area of areas) await area.stop?.(services);
    files.close();
    await events.close();
    await db.destroy();
  });

  let seed: SeedResult;
  try {
    await files.sweepTemps();
    // one instance at a time: two started at once on an empty database would both seed it
    seed = await whileStarting(db, async () => {
      await migrateToLatest(db, MIGRATIONS);
      if (options.seed === false) return { catalogue: false, demo: false };
      return seedIfEmpty(services, { materialFiles: options.materials?.seedFiles !== false });
    });
  } catch (error) {
    files.close();
    await events.close();
    await db.destroy();
    throw error;
  }
  app.decorate('lecternSeed', seed);
  const setup: ServerSetup = { options, cors: createCorsPolicy(options.corsOrigins ?? []) };
  // after app.ts's own onClose hook: what a start-up job adds to close runs before the database closes
  for (const area of areas) await area.start?.(app, services, setup);

  registerCors(app, setup.cors);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerFormBody(app);
  await app.register(fastifyMultipart);
  // the OpenAPI generator sees every route registered after it
  await registerOpenApi(app);
  registerSessionCheck(app, services.sessions, services.menu, services.apiKeys);
  // after the session check, which names the caller
  for (const area of areas) area.hooks?.(app, services);
  for (const area of areas) await area.routes?.(app, services, setup);
  await registerApiReference(app);
  await registerStatic(app, {
    consoleDir: options.consoleDir ?? path.join(REPO_ROOT, 'dist', 'console'),
    widgetsDir: options.widgetsDir ?? path.join(REPO_ROOT, 'dist', 'widgets'),
    examplesDir: options.examplesDir ?? EXAMPLES_DIR,
    apiOrigin: options.apiOrigin,
  });

  // streams hear other instances' events from the moment the server answers
  try {
    await events.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.ready();
  return app;
}
