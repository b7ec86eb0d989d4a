/**
 * A throw-away PostgreSQL cluster for the tests: started by the first test that asks for a database in a vitest
 * run (in the run's temporary directory, on a free port, as the cluster's only user `lectern`), shared by every
 * worker of that run, stopped and removed when the run ends (postgres-global-setup.ts). Each test server gets
 * a fresh database of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { postgresBinDir, POSTGRES_MISSING } from './postgres-binaries.ts';
import { createClusterDatabase, dropClusterDatabase, startCluster, type Cluster } from './postgres-cluster.ts';

const START_TIMEOUT_MS = 60_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's directory for the cluster (postgres-global-setup.ts) */
    postgresRunDir: string;
  }
}

export const postgresAvailable = postgresBinDir() !== undefined;
if (!postgresAvailable) console.warn(POSTGRES_MISSING);

async function waitForFile(file: string, failed: string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!fs.existsSync(file)) {
    if (fs.existsSync(failed)) throw new Error(`the test PostgreSQL cluster did not start: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('the test PostgreSQL cluster did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fs.readFileSync(file, 'utf8');
}

let cluster: Promise<Cluster> | undefined;

/** The run's cluster: started here by the first worker to get the lock, waited for by the others. */
function runCluster(): Promise<Cluster> {
  cluster ??= (async () => {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error(POSTGRES_MISSING);
    const runDir = inject('postgresRunDir');
    const ready = path.join(runDir, 'ready.json');
    const failed = path.join(runDir, 'failed.txt');
    try {
      fs.mkdirSync(path.join(runDir, 'lock'));
    } catch {
      return JSON.parse(await waitForFile(ready, failed)) as Cluster;
    }
    try {
      const started = await startCluster(runDir, binDir);
      fs.writeFileSync(`${ready}.tmp`, JSON.stringify(started));
      fs.renameSync(`${ready}.tmp`, ready);
      return started;
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
  })();
  return cluster;
}

let created = 0;

/** A new empty database in the run's cluster, as a postgres:// URL for LECTERN_DATABASE_URL. */
export async function freshPostgresDatabase(): Promise<string> {
  created += 1;
  return createClusterDatabase(await runCluster(), `lectern_${process.pid}_${created}`);
}

/** Drops a database freshPostgresDatabase made (its connections must be closed). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  await dropClusterDatabase(await runCluster(), url);
}
