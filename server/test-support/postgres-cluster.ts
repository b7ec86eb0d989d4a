/**
 * A throw-away PostgreSQL cluster in a directory of its own: initdb, started on a free loopback port with
 * durability off (nothing in it outlives the run), one trusted user `lectern`, stopped and removed by the caller.
 * The tests share one per vitest run (postgres.ts); `npm run bench` starts its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { clusterOwner, runPostgresProgram } from './postgres-binaries.ts';
import { freePort } from './free-port.ts';

const CLUSTER_USER = 'lectern';

export type Cluster = { port: number };


/** Creates and starts a cluster in `runDir` (its data in runDir/data, its socket and log beside it). */
export async function startCluster(runDir: string, binDir: string): Promise<Cluster> {
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

/** Stops the cluster of `runDir` at once, if it runs. */
export function stopCluster(runDir: string, binDir: string): void {
  const dataDir = path.join(runDir, 'data');
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    runPostgresProgram(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  }
}

function clusterUrl(port: number, database: string): string {
  return `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`;
}

async function asAdmin<T>(port: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl(port, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database `name` in the cluster, as a postgres:// URL: empty, or a copy of the database `template`. */
export async function createClusterDatabase(cluster: Cluster, name: string, template?: string): Promise<string> {
  await asAdmin(cluster.port, (client) => client.query(template === undefined ? `create database ${name}` : `create database ${name} template ${template}`));
  return clusterUrl(cluster.port, name);
}

/** PostgreSQL's "database is being accessed by other users": a connection just closed whose backend has not exited yet */
const IN_USE = '55006';

/**
 * The template database `name`, made once per cluster: the first caller (under an advisory lock, across the
 * run's workers) creates it, lets `fill` fill it through its URL, and only then gives it its name, so a worker that
 * died while filling leaves no half-made template; it then takes no connections, as CREATE DATABASE … TEMPLATE needs.
 */
export async function ensureTemplateDatabase(cluster: Cluster, name: string, fill: (url: string) => Promise<void>): Promise<void> {
  await asAdmin(cluster.port, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount !== 0) return;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      await fill(clusterUrl(cluster.port, building));
      for (let tries = 1; ; tries += 1) {
        try {
          await client.query(`alter database ${building} rename to ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== IN_USE || tries === 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await client.query(`alter database ${name} with is_template true allow_connections false`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** Drops the database a URL of this cluster names, closing its connections. */
export async function dropClusterDatabase(cluster: Cluster, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await asAdmin(cluster.port, (client) => client.query(`drop database if exists ${name} with (force)`));
}
