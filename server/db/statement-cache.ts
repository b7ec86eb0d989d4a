/**
 * Kysely's SQLite dialect prepares every statement anew; a server runs the same few hundred statements over and
 * over. This hands it the prepared statement of an SQL text it has seen, the least recently used ones leaving
 * past `size`. A better-sqlite3 statement is reusable once its last run returned: kysely reads results whole,
 * and a stream (iterate) gets a statement of its own, so one left early never leaves a cached statement busy.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function withStatementCache(database: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepared = (text: string): SQLite.Statement => {
    const hit = cache.get(text);
    if (hit) {
      // a Map keeps insertion order: take it out and put it back as the newest
      cache.delete(text);
      cache.set(text, hit);
      return hit;
    }
    const statement = database.prepare(text);
    cache.set(text, statement);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return statement;
  };
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      const statement = prepared(text);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => database.prepare(text).iterate(...parameters),
      };
    },
  };
}
