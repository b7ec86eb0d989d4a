/**
 * Starts the real server on a free port over a fresh temporary data directory (and the PostgreSQL database
 * `databaseUrl` names, or under LECTERN_TEST_ENGINE=postgres a fresh copy of the run's migrated template:
 * postgres.ts; its files in a fresh bucket under LECTERN_TEST_STORAGE=s3), with its log captured, for tests that talk HTTP to it. The demo accounts are seeded; the demo material files are
 * not, unless `materials.seedFiles` is true.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type BuildOptions } from '@server/app.ts';
import type { ApiRoute } from '@server/http/session-plugin.ts';
import { inject } from 'vitest';
import { forgetStorage, freshBucket, rememberStorage, removeBucket } from './buckets.ts';
import { forgetDatabase, rememberDatabase } from './databases.ts';
import { answerCheck } from './answer-check.ts';
import { ledgerProblems } from './ledger-invariants.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres.ts';

export type TestServer = {
  baseUrl: string;
  dataDir: string;
  /** the PostgreSQL database, when the server runs on one */
  databaseUrl: string | undefined;
  /** the bucket of its material files, when they are in object storage */
  storageUrl: string | undefined;
  /** every /api/ route the server registered (method, url, public, module) */
  apiRoutes: readonly ApiRoute[];
  /** everything the server logged so far (pino JSON lines) */
  logs(): string;
  close(): Promise<void>;
};

/** how long close lets open requests finish before it cuts their connections */
const CLOSE_GRACE_MS = 5_000;

export type StartOptions = {
  /** leave the PostgreSQL database in place on close (several servers share it: the last one's test drops it) */
  keepDatabase?: boolean;
};

export async function startServer(options: Partial<BuildOptions> = {}, start: StartOptions = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-test-'));
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  // LECTERN_TEST_ENGINE=postgres puts every test server of the run on PostgreSQL: how an area's tests are tried there
  const databaseUrl = options.databaseUrl ?? (process.env.LECTERN_TEST_ENGINE === 'postgres' ? await freshPostgresDatabase({ migrated: true }) : undefined);
  // LECTERN_TEST_STORAGE=s3 (with the run's S3-compatible server) puts every test server's files in a bucket of its own
  const s3Endpoint = inject('s3Endpoint');
  const storageUrl = options.storageUrl ?? (s3Endpoint ? await freshBucket(s3Endpoint) : undefined);
  const removeData = async () => {
    forgetDatabase(dataDir);
    forgetStorage(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
    if (databaseUrl !== undefined && start.keepDatabase !== true) await dropPostgresDatabase(databaseUrl);
    if (storageUrl !== undefined && options.storageUrl === undefined) await removeBucket(storageUrl);
  };
  rememberDatabase(dataDir, databaseUrl);
  rememberStorage(dataDir, storageUrl);
  const answers = answerCheck();
  try {
    app = await buildApp({
      // no console unless a test brings one
      consoleDir: path.join(dataDir, 'no-console'),
      widgetsDir: path.join(dataDir, 'no-widgets'),
      examplesDir: path.join(dataDir, 'no-examples'),
      ...options,
      databaseUrl,
      storageUrl,
      // demo material files (with ffmpeg runs) only where a test asks for them
      materials: { seedFiles: false, ...options.materials },
      dataDir,
      logger: { level: 'info', stream },
      observeAnswers: answers.observe,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await removeData();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir,
    databaseUrl,
    storageUrl,
    apiRoutes: app.apiRoutes,
    logs: () => chunks.join(''),
    async close() {
      // a response whose body a test never read keeps its connection busy, and close would wait for it for ever
      const forced = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(forced);
      }
      const problems = await ledgerProblems(dataDir);
      await removeData();
      if (problems.length > 0) throw new Error(`the ledger does not balance after this test:\n${problems.join('\n')}`);
      if (answers.problems.length > 0) throw new Error(`answers that do not match their route's schema:\n${answers.problems.join('\n')}`);
    },
  };
}

/** The server started with LECTERN_DEV_ROUTES set to `value` while it starts, the variable as it was afterwards. */
async function startServerWithDevSwitch(value: '1' | '0', options: Partial<BuildOptions>): Promise<TestServer> {
  const previous = process.env.LECTERN_DEV_ROUTES;
  process.env.LECTERN_DEV_ROUTES = value;
  try {
    return await startServer(options);
  } finally {
    if (previous === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previous;
  }
}

/** The server with the development-only routes registered too (LECTERN_DEV_ROUTES=1 while it starts). */
export const startServerWithDevRoutes = (options: Partial<BuildOptions> = {}): Promise<TestServer> => startServerWithDevSwitch('1', options);

/**
 * The server as in production, without the development-only routes, whatever the environment says (a test that
 * needs them off must not depend on what ran before it in the same worker).
 */
export const startServerWithoutDevRoutes = (options: Partial<BuildOptions> = {}): Promise<TestServer> => startServerWithDevSwitch('0', options);
