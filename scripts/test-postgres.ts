/**
 * The server's tests once more in the scale-out configuration: every test server on PostgreSQL
 * (LECTERN_TEST_ENGINE=postgres, a throw-away cluster) and with its files in object storage
 * (LECTERN_TEST_STORAGE=s3, a fresh bucket each on the run's s3rver), skipping the files that never touch the
 * database the server runs on (pure functions, SQLite-only seeding and backups, the start script): they ran in the
 * first pass and would only run again.
 * `npm run test:postgres` alone (`npm run test:postgres -- server/areas/materials` runs the files under the paths
 * given); `npm test` calls it after the unit tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_MISSING, postgresBinDir } from '@server/test-support/postgres-binaries.ts';

const ENGINE_FREE = [
  /^server\/(content|security|media|seed|storage)\//,
  /^server\/areas\/[^/]+\/problem[^/]*\.test\.ts$/,
  /^server\/areas\/materials\/seed\.test\.ts$/,
  /^server\/areas\/notifications\/stream-tickets\.test\.ts$/,
  /^server\/(main|config|examples-origin)\.test\.ts$/,
  /^server\/http\/(redact-url|send-file|session-plugin)\.test\.ts$/,
  /^server\/db\/(statement-cache|time|backup)\.test\.ts$/,
  // sets up its own PostgreSQL database and bucket
  /^server\/fault\/two-instances\.test\.ts$/,
];

/** The server's test files that run on PostgreSQL, relative to the project. */
export function postgresTestFiles(): string[] {
  const files = fs.readdirSync('server', { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join('server', file.split(path.sep).join('/')));
  return files.filter((file) => file.endsWith('.test.ts') && !ENGINE_FREE.some((pattern) => pattern.test(file))).sort();
}

/** Runs the pass (the files under `only`, when given); true when it passed or PostgreSQL is missing (said so), false when a test failed. */
export function serverTestsOnPostgres(reportFile?: string, only: readonly string[] = []): boolean {
  if (!postgresBinDir()) {
    console.log(`\n▶ server tests on PostgreSQL: skipped. ${POSTGRES_MISSING}`);
    return true;
  }
  const files = postgresTestFiles().filter((file) => only.length === 0 || only.some((prefix) => file.startsWith(prefix)));
  const args = ['vitest', 'run', '--project', 'server', ...files];
  if (reportFile) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  console.log(
    `\n▶ server tests on PostgreSQL and object storage (vitest): LECTERN_TEST_ENGINE=postgres LECTERN_TEST_STORAGE=s3 npx vitest run --project server <${files.length} server test files: scripts/test-postgres.ts>`,
  );
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, LECTERN_TEST_ENGINE: 'postgres', LECTERN_TEST_STORAGE: 's3' } });
  return result.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(serverTestsOnPostgres(undefined, process.argv.slice(2)) ? 0 : 1);
