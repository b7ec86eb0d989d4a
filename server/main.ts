/**
 * Entry: `node --import tsx server/main.ts`. Reads the environment, opens (and on first start
 * seeds) the database, serves the API, the console and the widgets.
 */
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.ts';

const config = readConfig();
const app = await buildApp({
  dataDir: config.dataDir,
  logger: true,
  accessTokenTtl: config.accessTokenTtl,
  refreshTokenTtl: config.refreshTokenTtl,
  apiOrigin: config.apiOrigin,
  materials: {
    freeQuotaBytes: config.freeQuotaBytes,
    ...(config.mediaSecret ? { secret: config.mediaSecret } : {}),
    ...(config.ffmpeg !== undefined ? { ffmpeg: config.ffmpeg } : {}),
    ...(config.ffprobe !== undefined ? { ffprobe: config.ffprobe } : {}),
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}

const host = config.host.includes(':') ? `[${config.host}]` : config.host;
const lines = [
  `Lectern is running at http://${host}:${config.port}/`,
  `Data directory: ${config.dataDir}${app.lecternSeed.demo ? ' (seeded with demo data)' : ''}`,
  `Demo accounts (password: ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.nickname}  ${a.role}`),
];
console.log(lines.join('\n'));
