/**
 * The embedded mode's online backup: taken while the server runs, it holds a database that passes SQLite's
 * integrity check with the rows written before it, and the files those rows name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { backupDataDir } from './backup.ts';
import { DATABASE_FILE } from './database.ts';

// the backup is the embedded mode's; a server on PostgreSQL keeps no database file to copy
describe.skipIf(process.env.LECTERN_TEST_ENGINE === 'postgres')('backupDataDir', () => {
  let server: TestServer;
  let target: string;

  beforeAll(async () => {
    server = await startServer();
    target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-backup-')), 'backup');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(path.dirname(target), { recursive: true, force: true });
  });

  it('copies the database and the files of its rows while the server runs', async () => {
    const token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    const uploaded = await upload<Material>(server.baseUrl, token, 'picture', '备份前.png', png());
    expect(uploaded.body.result).toBe('ok');

    await backupDataDir(server.dataDir, target);

    const copy = new SQLite(path.join(target, DATABASE_FILE), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = copy.prepare('select owner_id, stored_name from materials where id = ?').get(uploaded.body.data!.id) as { owner_id: number; stored_name: string };
      expect(row).toBeDefined();
      expect(fs.readFileSync(path.join(target, 'files', String(row.owner_id), row.stored_name))).toEqual(png());
    } finally {
      copy.close();
    }
  });

  it('refuses a directory that is not empty, and writes nothing there', async () => {
    const before = fs.readdirSync(target).sort();
    await expect(backupDataDir(server.dataDir, target)).rejects.toThrow('is not empty');
    expect(fs.readdirSync(target).sort()).toEqual(before);
  });
});
