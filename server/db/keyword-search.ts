/**
 * Keyword search by substring, the same rules on both engines: a keyword matches a row when one of the
 * indexed text columns holds it, ignoring case; LIKE's `%` and `_` and FTS quotes are plain characters.
 *
 * - SQLite: an FTS5 trigram table `<table>_fts` kept in sync by triggers, for keywords of 3 characters or more
 *   (trigrams need 3); shorter ones fall back to LIKE over the rows the other filters leave.
 * - PostgreSQL: a pg_trgm GIN index on the columns (`<table>_fts`) serves ILIKE '%keyword%' directly.
 */
import { sql, type RawBuilder } from 'kysely';
import { engineOf, type AnyDb } from './engine.ts';

export type KeywordIndex = {
  table: string;
  /** the text columns a keyword is looked for in */
  columns: readonly string[];
};

/** Fewer characters than this cannot use the trigram index. */
const TRIGRAM_LENGTH = 3;

function ftsPhrase(keyword: string): string {
  return `"${keyword.replace(/"/g, '""')}"`;
}

function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the trigram index can find `keyword` (else it is matched row by row). */
export const usesTrigrams = (keyword: string) => [...keyword].length >= TRIGRAM_LENGTH;

export async function createKeywordIndex(db: AnyDb, { table, columns }: KeywordIndex): Promise<void> {
  const fts = `${table}_fts`;
  if (engineOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    const ops = columns.map((c) => `${c} gin_trgm_ops`).join(', ');
    await sql.raw(`create index ${fts} on ${table} using gin (${ops})`).execute(db);
    return;
  }
  const list = columns.join(', ');
  const values = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
  await sql.raw(`create virtual table ${fts} using fts5(
    ${list}, content='${table}', content_rowid='id', tokenize='trigram'
  )`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin
    insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
  end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin
    insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
  end`).execute(db);
  await sql.raw(`create trigger ${fts}_update after update of ${list} on ${table} begin
    insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
    insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
  end`).execute(db);
}

export async function dropKeywordIndex(db: AnyDb, { table }: KeywordIndex): Promise<void> {
  await sql.raw(engineOf(db) === 'postgres' ? `drop index if exists ${table}_fts` : `drop table if exists ${table}_fts`).execute(db);
}

/**
 * Whether a keyword has a letter with case. One without (Chinese, digits, signs) matches the same rows with LIKE as
 * with ILIKE, and PostgreSQL checks LIKE at half the cost: ILIKE lower-cases every title it rechecks (4,400 hits of
 * a 3-character keyword at 1,000,000 materials: 16 ms against 8).
 */
const hasCase = (keyword: string) => keyword.toLowerCase() !== keyword || keyword.toUpperCase() !== keyword;

/** The condition "a row of `alias` (a row of index.table) holds `keyword`" (a trimmed, non-empty keyword). */
export function keywordMatch(db: AnyDb, index: KeywordIndex, alias: string, keyword: string): RawBuilder<boolean> {
  const pattern = likePattern(keyword);
  if (engineOf(db) === 'postgres') {
    const operator = hasCase(keyword) ? sql`ilike` : sql`like`;
    const each = index.columns.map((c) => sql`${sql.ref(`${alias}.${c}`)} ${operator} ${pattern}`);
    return sql<boolean>`(${sql.join(each, sql` or `)})`;
  }
  if (usesTrigrams(keyword)) {
    const fts = sql.table(`${index.table}_fts`);
    return sql<boolean>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(keyword)})`;
  }
  const each = index.columns.map((c) => sql`${sql.ref(`${alias}.${c}`)} like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

/**
 * The ids of at most `limit` rows of index.table holding `keyword`, read from the keyword index alone: for a search
 * that looks up a few rows first (the buyers a nickname names) and uses their ids elsewhere. On SQLite the FTS5
 * table answers its own rowids; a condition `id in (fts)` on the table instead may walk the whole table.
 */
export async function keywordIds(db: AnyDb, index: KeywordIndex, keyword: string, limit: number): Promise<number[]> {
  if (engineOf(db) !== 'postgres' && usesTrigrams(keyword)) {
    const fts = sql.table(`${index.table}_fts`);
    const rows = await sql<{ id: number }>`select rowid as id from ${fts} where ${fts} match ${ftsPhrase(keyword)} limit ${limit}`.execute(db);
    return rows.rows.map((row) => Number(row.id));
  }
  const rows = await sql<{ id: number }>`select k.id from ${sql.table(index.table)} k where ${keywordMatch(db, index, 'k', keyword)} limit ${limit}`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * Runs `work`, whose queries the keyword's trigram hits should drive (the caller keeps its other conditions off
 * their indexes with withoutIndex). On PostgreSQL it runs in a transaction whose planner may use bitmap scans
 * only, which leaves it the trigram index: its estimate for a substring pattern is blind (1 % of the table,
 * whatever the keyword), and with a LIMIT on top it would rather walk a whole b-tree in order, filtering a
 * million rows, than fetch the few thousand hits (1.5 s against 15 ms at 1,000,000 materials; `npm run bench`).
 * On SQLite the FTS5 subquery drives already.
 */
export async function whileKeywordDrives<T>(db: AnyDb, work: (conn: AnyDb) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`.execute(trx);
    return work(trx);
  });
}
