/**
 * Builds the Fastify app: database (migrated, seeded on first start, one instance at a time), events, hooks, API
 * routes, console.
 * The caller listens and closes; closing the app closes the database.
 */
import { DEFAULT_FREE_TRAFFIC_BYTES, DEFAULT_RTMP_URL, DEFAULT_STUDENT_ORIGIN } from './config.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { openDatabase } from './db/database.ts';
import { openEvents } from './db/events.ts';
import { migrateToLatest } from './db/migrate.ts';
import { whileStarting } from './db/start-lock.ts';
import { MIGRATIONS } from './migrations.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { createCorsPolicy, registerCors } from './http/cors.ts';
import { registerFormBody } from './http/form-body.ts';
import { collectSecretPaths, loggerConfig, logRequests, type LoggerOption } from './http/logging.ts';
import { registerApiReference, registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerAnswerSerialization, type AnswerObserver } from './http/answer-serialization.ts';
import { registerSessionCheck } from './http/session-plugin.ts';
import { registerOperationLog } from './areas/operation-log/route-log.ts';
import { registerOperationLogRoutes } from './areas/operation-log/routes.ts';
import { ajvOptions, schemaErrorFormatter } from './http/validation.ts';
import { registerAccountRoutes } from './areas/account/routes.ts';
import { registerStaffRoutes } from './areas/staff/routes.ts';
import { registerApiKeyCallLog, registerApiKeyRoutes } from './areas/api-keys/routes.ts';
import { registerCourseRoutes } from './areas/courses/routes.ts';
import { registerLiveRoutes } from './areas/live/routes.ts';
import { registerCampaignRoutes } from './areas/marketing/campaign-routes.ts';
import { registerCouponRoutes } from './areas/marketing/coupon-routes.ts';
import { registerOrderRoutes } from './areas/orders/routes.ts';
import { registerStudentRoutes } from './areas/students/routes.ts';
import { registerLearningRoutes } from './areas/learning/routes.ts';
import { registerDouyinChatRoutes } from './areas/douyin-chat/routes.ts';
import { startGroupRefundSweep } from './areas/orders/group-refunds.ts';
import { registerAftersaleRoutes } from './areas/aftersale/routes.ts';
import { openEvidenceStore } from './areas/aftersale/evidence-files.ts';
import { registerFundsRoutes } from './areas/funds/routes.ts';
import { registerTrafficRoutes, startTrafficFlush } from './areas/traffic/routes.ts';
import { registerDataCentreRoutes } from './areas/data-centre/routes.ts';
import { registerPackageRoutes } from './areas/packages/routes.ts';
import { registerCertificationRoutes } from './areas/certification/routes.ts';
import { DEFAULT_MONEY_OPTIONS, type MoneyOptions } from './areas/funds/money-options.ts';
import { registerGuideRoutes } from './areas/guide/routes.ts';
import { registerMaterialUploadRoutes } from './areas/materials/uploads-routes.ts';
import { registerMaterialRoutes } from './areas/materials/routes.ts';
import { registerMediaRoutes } from './areas/materials/media-routes.ts';
import { registerNotificationRoutes } from './areas/notifications/routes.ts';
import { registerHelpRoutes } from './areas/help/routes.ts';
import { registerPlanetFundsRoutes } from './areas/planet-funds/routes.ts';
import { registerPlanetMemberRoutes } from './areas/planet-members/routes.ts';
import { registerPlanetModeRoutes } from './areas/planet-mode/routes.ts';
import { registerPlanetProgramRoutes } from './areas/planet-programs/routes.ts';
import { registerPlanetThemeRoutes } from './areas/planet-themes/routes.ts';
import { registerPlanetRoutes } from './areas/planets/routes.ts';
import { registerStatic } from './http/static.ts';
import { registerSystemRoutes } from './areas/system/routes.ts';
import { registerTeachRoutes } from './areas/teach/routes.ts';
import { registerVodRoutes } from './areas/materials/vod-routes.ts';
import { sweepUnreferencedFiles } from './areas/materials/file-sweep.ts';
import { filesRoot } from './storage/file-store.ts';
import { seedIfEmpty, type SeedResult } from './seed/index.ts';
import type { Clock } from './db/context.ts';
import { createServices } from './services.ts';
import { createContentChecker, DEFAULT_SENSITIVE_WORDS } from './content/sensitive-words.ts';
import { materialSettings, type MaterialOptions } from './areas/materials/settings.ts';
import type { SmsSender } from './areas/account/sms.ts';
import { startAccountSweep } from './areas/account/sweep.ts';
import { openFileStore } from './storage/open-store.ts';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** the repository's example pages, served by the main server and the examples origin */
export const EXAMPLES_DIR = path.resolve(REPO_ROOT, 'examples');

export type BuildOptions = {
  dataDir: string;
  /** postgres://… runs on PostgreSQL (LECTERN_DATABASE_URL); default SQLite in dataDir */
  databaseUrl?: string | undefined;
  /** s3://bucket?endpoint=… puts material files in object storage (LECTERN_STORAGE_URL); default on disk in dataDir */
  storageUrl?: string | undefined;
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
  /** default <repo>/examples; served at /examples/ when it exists */
  examplesDir?: string;
  /** origins allowed to call /api/* cross-origin (LECTERN_CORS_ORIGINS and the examples origin); default none */
  corsOrigins?: readonly string[];
  /** extra origin in the console's CSP connect-src (LECTERN_API_ORIGIN) */
  apiOrigin?: string | undefined;
  /** default true: fill an empty database with the menu catalogue and demo data */
  seed?: boolean;
  /** default: write codes to the log */
  smsSender?: SmsSender;
  /** how often old tokens, SMS codes and failed sign-ins are purged, ms; default an hour (tests shorten it) */
  accountSweepEveryMs?: number;
  /** the reverse proxies whose X-Forwarded-For gives the caller's address (LECTERN_TRUST_PROXY); default none */
  trustProxy?: readonly string[];
  /** material library limits, quota, signing secret, media tools (defaults: production values) */
  materials?: MaterialOptions;
  /** the embedded planet reviewer's delay (default 10 s) and the sensitive words (default list) */
  planets?: { auditSeconds?: number; sensitiveWords?: readonly string[] };
  /** where course pages live on the student side (default DEFAULT_STUDENT_ORIGIN) */
  courses?: { studentOrigin?: string };
  /** the RTMP push server streaming software is given (default DEFAULT_RTMP_URL) */
  live?: { pushUrl?: string };
  /** the holding period of income and the platform's fee (defaults DEFAULT_MONEY_OPTIONS) */
  money?: Partial<MoneyOptions>;
  /** the free monthly traffic allowance (default 10 GiB) and how often counted traffic is written (default 5 s) */
  traffic?: { freeTrafficBytes?: number; flushEveryMs?: number };
  /** tests: sees every answer with the schemas its route declares (server/test-support/answer-check.ts) */
  observeAnswers?: AnswerObserver;
};

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
  app.addHook('onClose', async () => {
    // running media jobs write to the database: let them finish first
    await services.materials.processing.drain();
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
  // one server per data directory: a file no row names was left by a crash (a bucket is shared: see decisions.md)
  if (files.kind === 'disk') {
    const unreferenced = await sweepUnreferencedFiles(db, files, filesRoot(options.dataDir));
    if (unreferenced > 0) app.log.info({ removed: unreferenced }, 'removed material files no row names (left by a crash)');
  }
  await services.materials.processing.start();
  await services.aftersale.start();
  await startAccountSweep(app, services.accountPurge, options.accountSweepEveryMs);
  startGroupRefundSweep(app, services.ctx);
  // after app.ts's own onClose hook, so it runs before the database closes (last added runs first)
  startTrafficFlush(app, services);

  const cors = createCorsPolicy(options.corsOrigins ?? []);
  registerCors(app, cors);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerFormBody(app);
  await app.register(fastifyMultipart);
  // the OpenAPI generator sees every route registered after it
  await registerOpenApi(app);
  registerSessionCheck(app, services.sessions, services.menu, services.apiKeys);
  registerApiKeyCallLog(app, services);
  // every successful write of a labelled route gets its operation-log line (after the session check names the caller)
  registerOperationLog(app, services.ctx);
  registerAccountRoutes(app, services);
  registerOperationLogRoutes(app, services);
  registerStaffRoutes(app, services);
  registerApiKeyRoutes(app, services);
  registerSystemRoutes(app, services);
  registerGuideRoutes(app, services);
  registerNotificationRoutes(app, services);
  registerHelpRoutes(app, services);
  registerMaterialRoutes(app, services);
  registerMaterialUploadRoutes(app, services);
  registerMediaRoutes(app, services);
  registerCourseRoutes(app, services);
  registerLiveRoutes(app, services);
  registerCampaignRoutes(app, services);
  registerCouponRoutes(app, services);
  registerOrderRoutes(app, services);
  registerStudentRoutes(app, services);
  registerLearningRoutes(app, services);
  registerDouyinChatRoutes(app, services);
  registerAftersaleRoutes(app, services);
  registerFundsRoutes(app, services);
  registerTrafficRoutes(app, services);
  registerDataCentreRoutes(app, services);
  registerPackageRoutes(app, services);
  registerCertificationRoutes(app, services);
  registerPlanetRoutes(app, services);
  registerPlanetThemeRoutes(app, services);
  registerPlanetProgramRoutes(app, services);
  registerPlanetMemberRoutes(app, services);
  registerPlanetModeRoutes(app, services);
  registerTeachRoutes(app, services);
  registerPlanetFundsRoutes(app, services);
  await registerVodRoutes(app, services, options.dataDir, options.storageUrl, cors);
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
