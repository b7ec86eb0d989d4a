import Database from 'better-sqlite3';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.ts';
import { DATABASE_FILE } from '@server/db/database.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-seed-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

function counts() {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const n = (table: string) => (db.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
    return {
      users: n('users'),
      modules: n('modules'),
      grants: n('child_grants'),
      planets: n('planets'),
      members: n('planet_members'),
      notifications: n('notifications'),
      visits: n('page_visits'),
      switches: n('user_switches'),
    };
  } finally {
    db.close();
  }
}

describe('first-start seed', () => {
  it('fills an empty database once, and a restart leaves it alone', async () => {
    const first = await buildApp({ dataDir });
    expect(first.lecternSeed).toEqual({ catalogue: true, demo: true });
    await first.close();
    const seeded = counts();
    expect(seeded.users).toBe(3);
    expect(seeded.planets).toBe(2);
    expect(seeded.notifications).toBeGreaterThanOrEqual(24);
    expect(seeded.grants).toBeGreaterThan(2);

    const second = await buildApp({ dataDir });
    expect(second.lecternSeed).toEqual({ catalogue: false, demo: false });
    await second.close();
    expect(counts()).toEqual(seeded);
  });

  it('adds the menu entries that a directory seeded by an older version lacks', async () => {
    await (await buildApp({ dataDir })).close();
    const seeded = counts();
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.prepare("delete from modules where mode = 'teacher' and path = '/planet/list'").run();
    // a leaf of a group the directory has: 课程活动 came after 课程管理
    db.prepare("delete from modules where mode = 'teacher' and path = '/course/activityList'").run();
    db.close();
    expect(counts().modules).toBe(seeded.modules - 2);
    await (await buildApp({ dataDir })).close();
    expect(counts()).toEqual(seeded);
  });

  it('gives the entries of a directory seeded by an older version the titles the catalogue renamed', async () => {
    await (await buildApp({ dataDir })).close();
    const renamed = new Database(path.join(dataDir, DATABASE_FILE));
    renamed.prepare("update modules set title = '收支明细' where mode = 'teacher' and path = '/accounting/detail'").run();
    renamed.prepare("update modules set title = '余额提现' where mode = 'planet' and path = '/p/accounting/balance'").run();
    renamed.close();
    await (await buildApp({ dataDir })).close();
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      const titleOf = (mode: string, route: string) => (db.prepare('select title from modules where mode = ? and path = ?').get(mode, route) as { title: string }).title;
      expect([titleOf('teacher', '/accounting/detail'), titleOf('planet', '/p/accounting/balance')]).toEqual(['资金明细', '账户余额']);
    } finally {
      db.close();
    }
  });

  it('stores password hashes, never the password', async () => {
    const app = await buildApp({ dataDir });
    await app.close();
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    const rows = db.prepare('select password_hash, main_id, id, uuid from users order by id').all() as {
      password_hash: string;
      main_id: number;
      id: number;
      uuid: string;
    }[];
    db.close();
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(rows.map((r) => r.main_id)).toEqual([rows[0]?.id, rows[0]?.id, rows[2]?.id]);
    expect(rows[1]?.uuid).toMatch(/^child_/);
  });

  it('can be skipped', async () => {
    const app = await buildApp({ dataDir, seed: false });
    expect(app.lecternSeed).toEqual({ catalogue: false, demo: false });
    await app.close();
    expect(counts().users).toBe(0);
  });
});
