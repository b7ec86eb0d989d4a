/**
 * A throw-away PostgreSQL cluster for the tests: started by the first test that asks for a database in a vitest
 * run (in the run's temporary directory, on a free port, as the cluster's only user `lectern`), shared by every
 * worker of that run, stopped and removed when the run ends (postgres-global-setup.ts). Each test server gets
 * a fresh database of its own, copied from a migrated template the run makes once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { postgresBinDir, POSTGRES_MISSING } from './postgres-binaries.ts';
import { openDatabase } from '@server/db/database.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { createClusterDatabase, dropClusterDatabase, ensureTemplateDatabase, startCluster, type Cluster } from './postgres-cluster.ts';

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

/** the run's database with every migration run and nothing else, copied for each `migrated` database */
const MIGRATED_TEMPLATE = 'lectern_migrated_template';
let migratedTemplate: Promise<string> | undefined;

/** Made once per run (by whichever worker asks first), the same migrations a server runs at its start. */
function migratedTemplateName(cluster: Cluster): Promise<string> {
  migratedTemplate ??= ensureTemplateDatabase(cluster, MIGRATED_TEMPLATE, async (url) => {
    const db = openDatabase('', url);
    try {
      await migrateToLatest(db, MIGRATIONS);
    } finally {
      await db.destroy();
    }
  }).then(
    () => MIGRATED_TEMPLATE,
    (error: unknown) => {
      // the next test tries again (a worker runs many files: vitest.config.ts, the server project)
      migratedTemplate = undefined;
      throw error;
    },
  );
  return migratedTemplate;
}

/**
 * A new database in the run's cluster, as a postgres:// URL for LECTERN_DATABASE_URL: empty, or with `migrated`
 * a copy of the run's migrated template (what migrating an empty one gives, without running the migrations again
 * for every test server; the server's own migration at start then finds nothing to do, and its seed runs as on
 * any first start). A test of migrating or of a first start on an empty database asks for an empty one.
 */
export async function freshPostgresDatabase(options: { migrated?: boolean } = {}): Promise<string> {
  created += 1;
  const cluster = await runCluster();
  const template = options.migrated === true ? await migratedTemplateName(cluster) : undefined;
  return createClusterDatabase(cluster, `lectern_${process.pid}_${created}`, template);
}

/** Drops a database freshPostgresDatabase made (its connections must be closed). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  await dropClusterDatabase(await runCluster(), url);
}
