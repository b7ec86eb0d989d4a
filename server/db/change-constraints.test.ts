/** The seam that changes a filled table's constraints keeps its rows and the references other tables hold to it. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { changeConstraints } from './change-constraints.ts';
import type { AnyDb } from './engine.ts';

describe('changeConstraints', () => {
  let fresh: FreshDatabase;
  let db: AnyDb;
  const kinds = (list: string) => sql.raw(`kind in (${list})`);

  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.db;
    await db.schema
      .createTable('t_parent')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull().check(kinds("'a', 'b'")))
      .addColumn('ref', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('t_child')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('parent_id', 'integer', (c) => c.notNull().references('t_parent.id').onDelete('cascade'))
      .execute();
    await db.insertInto('t_parent').values([{ kind: 'a', ref: 1 }, { kind: 'b', ref: 2 }]).execute();
    await db.insertInto('t_child').values([{ parent_id: 1 }, { parent_id: 2 }]).execute();
  });
  afterAll(() => fresh.remove());

  it('widens a check and drops a not-null, keeping rows, ids and the cascade of the table that refers to it', async () => {
    await expect(db.insertInto('t_parent').values({ kind: 'c', ref: null }).execute()).rejects.toThrow();
    await changeConstraints(db, {
      table: 't_parent',
      create: (db) =>
        db.schema
          .createTable('t_parent')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('kind', 'text', (c) => c.notNull().check(kinds("'a', 'b', 'c'")))
          .addColumn('ref', 'integer')
          .execute(),
      alter: async (db) => {
        await sql`alter table t_parent drop constraint t_parent_kind_check`.execute(db);
        await sql`alter table t_parent add constraint t_parent_kind_check check (${kinds("'a', 'b', 'c'")})`.execute(db);
        await sql`alter table t_parent alter column ref drop not null`.execute(db);
      },
    });
    expect(await db.selectFrom('t_parent').select(['id', 'kind', 'ref']).orderBy('id').execute()).toEqual([{ id: 1, kind: 'a', ref: 1 }, { id: 2, kind: 'b', ref: 2 }]);
    const added = await db.insertInto('t_parent').values({ kind: 'c', ref: null }).returning('id').executeTakeFirstOrThrow();
    // a new id follows the copied ones (PostgreSQL's identity may skip the value the refused insert took)
    expect(Number(added.id)).toBeGreaterThan(2);
    await expect(db.insertInto('t_parent').values({ kind: 'd', ref: 1 }).execute()).rejects.toThrow();
    await expect(db.insertInto('t_child').values({ parent_id: 99 }).execute()).rejects.toThrow();
    await db.deleteFrom('t_parent').where('id', '=', 1).execute();
    expect((await db.selectFrom('t_child').select('parent_id').execute()).map((row) => Number(row.parent_id))).toEqual([2]);
  });
});
