/**
 * How the server is built (buildApp in app.ts): data directory, database, storage, logging, clock, and the options
 * of the areas that have any. The start-up jobs and routes read it too (server/areas/define-area.ts `ServerSetup`).
 */
import type { LoggerOption } from './http/logging.ts';
import type { Clock } from './db/context.ts';
import type { SmsSender } from './areas/account/sms.ts';
import type { MaterialOptions } from './areas/materials/settings.ts';
import type { MoneyOptions } from './areas/funds/money-options.ts';
import type { AnswerObserver } from './http/answer-serialization.ts';

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
