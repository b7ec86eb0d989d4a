import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  let raw: SQLite.Database;
  afterEach(() => raw.close());

  function open(size?: number) {
    raw = new SQLite(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(raw, size) }) });
    return { db, prepare };
  }

  it('prepares an SQL text once and answers each run with its own parameters', async () => {
    const { db, prepare } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const names = [];
    for (const id of [1, 2, 3]) names.push((await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['a', 'b', 'c']);
    const texts = prepare.mock.calls.map(([text]) => text);
    expect(texts).toHaveLength(new Set(texts).size);
    expect(texts).toHaveLength(3);
  });

  it('forgets the least recently used statement past its size', async () => {
    const { db, prepare } = open(2);
    const one = () => sql`select 1 as n`.execute(db);
    const two = () => sql`select 2 as n`.execute(db);
    const three = () => sql`select 3 as n`.execute(db);
    await one();
    await two();
    await one();
    await three(); // two leaves: one was used after it
    await one();
    expect(prepare).toHaveBeenCalledTimes(3);
    await two();
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('streams, and runs the same SQL text again after a stream left early', async () => {
    const { db } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values([{ name: 'a' }, { name: 'b' }]).execute();
    const query = () => db.selectFrom('t').select('name').orderBy('id');
    for await (const row of query().stream()) {
      expect(row.name).toBe('a');
      break;
    }
    expect(await query().execute()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });
});
