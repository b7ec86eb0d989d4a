import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, MaterialCategory } from '@shared/materials/types.ts';
import { DATABASE_FILE, openDatabase } from '@server/db/database.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { upload } from './test-support.ts';

/** The categories the server makes itself are recognisable by their key, whatever they are called. */
describe('the default category (system_key)', () => {
  let server: TestServer;
  let token: string;
  const phone = '13900000610';

  beforeAll(async () => {
    server = await startServer();
    await createMainAccount(server.dataDir, phone);
    token = (await login(server.baseUrl, phone)).token.id;
  });
  afterAll(() => server.close());

  const categories = async () => (await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('picture'), { token })).body.data!;
  const renameInDb = (from: string, to: string) =>
    queryTestDatabase(server.dataDir, 'update material_categories set name = ? where name = ?', [to, from]);

  it('answers the default with its key and the name the server stores, a teacher’s own category without a key', async () => {
    const mine = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: 'Lesson covers' } });
    expect(await categories()).toEqual([
      { id: expect.any(Number), name: '默认分类', source_count: 0, system_key: 'default' },
      { id: mine.body.data!.id, name: 'Lesson covers', source_count: 0 },
    ]);
  });

  it('keeps a renamed default as the default: its new name is answered with the key, and uploads without a category go there', async () => {
    const before = await categories();
    await renameInDb('默认分类', '我的素材');
    const after = await categories();
    expect(after).toHaveLength(before.length);
    expect(after[0]).toEqual({ id: before[0]!.id, name: '我的素材', source_count: 0, system_key: 'default' });
    const plain = await upload<Material>(server.baseUrl, token, 'picture', 'p.png', png());
    expect(plain.body.data!.category_id).toBe(before[0]!.id);
    // a teacher may now call a category of their own '默认分类': it is theirs, not the default
    const typed = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '默认分类' } });
    expect(typed.body.data).toEqual({ id: expect.any(Number), name: '默认分类', source_count: 0 });
    expect((await categories()).filter((category) => category.system_key === 'default').map((category) => category.name)).toEqual(['我的素材']);
  });
});

describe('migration 016', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-m016-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('gives the key to every existing 默认分类 and to nothing a teacher named otherwise', async () => {
    const db = openDatabase(dataDir);
    try {
      const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '016'));
      await migrateToLatest(db, before);
      const raw = new Database(path.join(dataDir, DATABASE_FILE));
      raw.prepare(`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
        values (1, '13900000611', 'x', 't', '100611', 'u611', 1, 'teacher', 'free', 0)`).run();
      raw.prepare(`insert into material_categories (owner_id, name, created_at) values (1, '默认分类', 0), (1, '课程封面', 0)`).run();
      raw.close();
      await migrateToLatest(db, MIGRATIONS);
      const rows = await db.selectFrom('material_categories').select(['name', 'system_key']).orderBy('id').execute();
      expect(rows).toEqual([
        { name: '默认分类', system_key: 'default' },
        { name: '课程封面', system_key: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
