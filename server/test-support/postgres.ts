/**
 * A throw-away PostgreSQL cluster for the tests: started by the first test that asks for a database in a vitest
 * run (in the run's temporary directory, on a free port, as the cluster's only user `lectern`), shared by every
 * worker of that run, stopped and removed when the run ends (postgres-global-setup.ts). Each test server gets
 * a fresh database of its own.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { clusterOwner, postgresBinDir, POSTGRES_MISSING, runPostgresProgram } from './postgres-binaries.ts';

export const CLUSTER_USER = 'lectern';
const START_TIMEOUT_MS = 60_000;

type Cluster = { port: number };

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's directory for the cluster (postgres-global-setup.ts) */
    postgresRunDir: string;
  }
}

export const postgresAvailable = postgresBinDir() !== undefined;
if (!postgresAvailable) console.warn(POSTGRES_MISSING);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startCluster(runDir: string, binDir: string): Promise<Cluster> {
  const owner = clusterOwner();
  if (owner) fs.chownSync(runDir, owner.uid, owner.gid);
  const dataDir = path.join(runDir, 'data');
  // C collation sorts like SQLite (by code point); a UTF-8 ctype folds case like FTS5's trigram index
  runPostgresProgram(binDir, 'initdb', ['-D', dataDir, '-U', CLUSTER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--lc-collate=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${runDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runPostgresProgram(binDir, 'pg_ctl', ['-D', dataDir, '-l', path.join(runDir, 'server.log'), '-o', options, '-w', 'start']);
  return { port };
}

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

function urlOf(port: number, database: string): string {
  return `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`;
}

async function asAdmin<T>(port: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(port, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let created = 0;

/** A new empty database in the run's cluster, as a postgres:// URL for LECTERN_DATABASE_URL. */
export async function freshPostgresDatabase(): Promise<string> {
  const { port } = await runCluster();
  created += 1;
  const name = `lectern_${process.pid}_${created}`;
  await asAdmin(port, (client) => client.query(`create database ${name}`));
  return urlOf(port, name);
}

/** Drops a database freshPostgresDatabase made (its connections must be closed). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const { port } = await runCluster();
  const name = new URL(url).pathname.slice(1);
  await asAdmin(port, (client) => client.query(`drop database if exists ${name} with (force)`));
}
