/**
 * An online backup of the embedded mode's data directory while the server runs: the SQLite database through
 * SQLite's online backup (a consistent snapshot; writers keep going), then the material files and the media key.
 * Unfinished tus uploads are left out (they expire anyway). PostgreSQL deployments back the database up with
 * pg_dump or PITR instead (docs/deployment.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SECRET_FILE } from '@server/security/signing.ts';
import { DATABASE_FILE } from './database.ts';

const COPIED = ['files', SECRET_FILE];

export async function backupDataDir(dataDir: string, targetDir: string): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`no database in ${dataDir} (${DATABASE_FILE})`);
  if (fs.existsSync(targetDir) && fs.readdirSync(targetDir).length > 0) throw new Error(`${targetDir} is not empty: back up into a new directory`);
  fs.mkdirSync(targetDir, { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // the database first: a file written after this moment belongs to a row the snapshot does not hold
    await db.backup(path.join(targetDir, DATABASE_FILE));
  } finally {
    db.close();
  }
  for (const entry of COPIED) {
    const from = path.join(dataDir, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(targetDir, entry), { recursive: true, preserveTimestamps: true });
  }
}
