/**
 * Entry: `node --import tsx server/main.ts`. Reads the environment, opens (and on first start
 * seeds) the database, serves the API, the console and the widgets; then starts the examples origin
 * (a stand-in third-party site on LECTERN_EXAMPLES_PORT) unless it is off.
 */
import { buildApp, EXAMPLES_DIR } from './app.ts';
import { allowedCorsOrigins, hostWithPort, readConfig } from './config.ts';
import { EDITOR_PAGE, LEGACY_PAGE, startExamplesOrigin, type RunningExamplesOrigin } from './examples-origin.ts';
import { isDirectory } from './http/examples.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.ts';

const config = readConfig();
const app = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  storageUrl: config.storageUrl,
  logger: true,
  accessTokenTtl: config.accessTokenTtl,
  refreshTokenTtl: config.refreshTokenTtl,
  apiOrigin: config.apiOrigin,
  examplesDir: EXAMPLES_DIR,
  ...(config.consoleDir ? { consoleDir: config.consoleDir } : {}),
  corsOrigins: allowedCorsOrigins(config),
  trustProxy: config.trustProxy,
  materials: {
    freeQuotaBytes: config.freeQuotaBytes,
    ...(config.mediaSecret ? { secret: config.mediaSecret } : {}),
    ...(config.ffmpeg !== undefined ? { ffmpeg: config.ffmpeg } : {}),
    ...(config.ffprobe !== undefined ? { ffprobe: config.ffprobe } : {}),
  },
  planets: { auditSeconds: config.planetAuditSeconds, sensitiveWords: config.sensitiveWords },
  courses: { studentOrigin: config.studentOrigin },
  live: { pushUrl: config.rtmpUrl },
  money: { settlementDays: config.settlementDays, platformFeeBp: config.platformFeeBp },
  traffic: { freeTrafficBytes: config.freeTrafficBytes },
});

let examples: RunningExamplesOrigin | undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([app.close(), examples?.close()]).then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}

const hasExamples = isDirectory(EXAMPLES_DIR);
if (config.examplesPort !== null && hasExamples) {
  examples = await startExamplesOrigin({
    examplesDir: EXAMPLES_DIR,
    mainHost: config.host,
    mainPort: config.port,
    host: config.host,
    port: config.examplesPort,
    log: app.log,
  });
}

const base = `http://${hostWithPort(config.host, config.port)}`;
const lines = [
  `Lectern is running at ${base}/`,
  `Data directory: ${config.dataDir}${app.lecternSeed.demo ? ' (seeded with demo data)' : ''}`,
  ...(config.databaseUrl ? ['Database: PostgreSQL (LECTERN_DATABASE_URL)'] : []),
  ...(config.storageUrl ? ['Material files: object storage (LECTERN_STORAGE_URL)'] : []),
  ...(hasExamples ? [`Legacy V1.0 page example: ${base}${LEGACY_PAGE}`] : []),
  ...(examples ? [`Third-party editor example: ${examples.url}${EDITOR_PAGE}`] : []),
  `Demo accounts (password: ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.nickname}  ${a.role}`),
];
console.log(lines.join('\n'));
