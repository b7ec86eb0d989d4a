/**
 * Where this machine's PostgreSQL server programs are (initdb, pg_ctl), and how to run them: as the `postgres`
 * user when the tests run as root, since initdb refuses root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function onPath(program: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return found.status === 0 ? path.dirname(found.stdout.trim()) : undefined;
}

/** The directory holding initdb and pg_ctl (PATH first, then Debian's newest version), or undefined. */
export function postgresBinDir(): string | undefined {
  const fromPath = onPath('initdb');
  if (fromPath) return fromPath;
  if (!fs.existsSync(DEBIAN_ROOT)) return undefined;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .filter((v) => fs.existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], 'bin');
}

export const POSTGRES_MISSING =
  'PostgreSQL server programs (initdb, pg_ctl) not found: the PostgreSQL runs of the contract tests are skipped. ' +
  "Install Debian's `postgresql` package (.ci/run does) to run them.";

const asRoot = process.getuid?.() === 0;

/** The uid/gid the cluster runs as: the `postgres` user under root, else ourselves. */
export function clusterOwner(): { uid: number; gid: number } | undefined {
  if (!asRoot) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs a PostgreSQL program to its end; throws with its output when it fails. */
export function runPostgresProgram(binDir: string, program: string, args: readonly string[]): void {
  const command = path.join(binDir, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
  const result = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
}
