/**
 * vitest global setup of the unit project: a temporary directory for this run's PostgreSQL cluster, which the
 * first test that needs it starts (postgres.ts); at the end of the run the cluster is stopped and the directory
 * removed. A run without PostgreSQL tests costs one empty directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresBinDir } from './postgres-binaries.ts';
import { stopCluster } from './postgres-cluster.ts';

export default function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-pg-'));
  project.provide('postgresRunDir', runDir);
  return () => {
    const binDir = postgresBinDir();
    if (binDir) stopCluster(runDir, binDir);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
