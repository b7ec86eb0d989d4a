/**
 * The bench's PostgreSQL: a throw-away cluster in a temporary directory (the tests' own, server/test-support),
 * an empty database for each measurement, stopped and removed at the end. Undefined where PostgreSQL is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from '@server/test-support/postgres-binaries.ts';
import { createClusterDatabase, startCluster, stopCluster } from '@server/test-support/postgres-cluster.ts';

export type BenchPostgres = { freshDatabase(): Promise<string>; stop(): void };

export async function startBenchPostgres(): Promise<BenchPostgres | undefined> {
  const binDir = postgresBinDir();
  if (!binDir) return undefined;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-pg-'));
  const cluster = await startCluster(runDir, binDir);
  let made = 0;
  return {
    freshDatabase: () => createClusterDatabase(cluster, `bench_${(made += 1)}`),
    stop() {
      stopCluster(runDir, binDir);
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}
