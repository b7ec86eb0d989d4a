/**
 * The seam for SQL that SQLite and PostgreSQL spell differently. Areas build such fragments only through these
 * helpers (never `if (sqlite)` in an area); everything else they write is plain SQL both engines read alike.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { engineOf, type AnyDb } from './engine.ts';

/** Case-insensitive substring test: `lower(text)` holds `lower(needle)`. */
export function containsText(db: AnyDb, text: Expression<unknown>, needle: string): RawBuilder<boolean> {
  return engineOf(db) === 'postgres'
    ? sql<boolean>`strpos(lower(${text}), lower(${needle})) > 0`
    : sql<boolean>`instr(lower(${text}), lower(${needle})) > 0`;
}

/** The larger of two numbers (SQLite's two-argument max, PostgreSQL's greatest). */
export function greatestOf(db: AnyDb, a: Expression<unknown>, b: Expression<unknown>): RawBuilder<number> {
  return engineOf(db) === 'postgres' ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;
}

/** The smaller of two numbers (SQLite's two-argument min, PostgreSQL's least). */
export function leastOf(db: AnyDb, a: Expression<unknown>, b: Expression<unknown>): RawBuilder<number> {
  return engineOf(db) === 'postgres' ? sql<number>`least(${a}, ${b})` : sql<number>`min(${a}, ${b})`;
}

/**
 * A column reference no index may serve, so another index drives the query: SQLite's unary +, and on PostgreSQL
 * `coalesce(c, c)` (an expression no index is built on, of any type, with the column's value).
 */
export function withoutIndex(db: AnyDb, column: string): RawBuilder<unknown> {
  return sql.raw(engineOf(db) === 'postgres' ? `coalesce(${column}, ${column})` : `+${column}`);
}

export type RowTrigger = {
  name: string;
  /** e.g. `after insert on materials`, `after update of title on materials` */
  event: string;
  /** the statements run for each row, separated by semicolons; `new.` and `old.` name the row */
  body: string;
};

/** A FOR EACH ROW trigger: SQLite's inline body, a plpgsql function of the same name on PostgreSQL. */
export async function createRowTrigger(db: AnyDb, trigger: RowTrigger): Promise<void> {
  const body = trigger.body.trim().replace(/;?$/, ';');
  if (engineOf(db) === 'postgres') {
    await sql.raw(`create function ${trigger.name}() returns trigger language plpgsql as $$ begin
    ${body}
    return null;
  end $$`).execute(db);
    await sql.raw(`create trigger ${trigger.name} ${trigger.event} for each row execute function ${trigger.name}()`).execute(db);
    return;
  }
  await sql.raw(`create trigger ${trigger.name} ${trigger.event} begin
    ${body}
  end`).execute(db);
}

/** Drops a trigger createRowTrigger made on `table` (and its function on PostgreSQL). */
export async function dropRowTrigger(db: AnyDb, name: string, table: string): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
    return;
  }
  await sql.raw(`drop trigger if exists ${name}`).execute(db);
}

/**
 * Holds the write lock of row `id` of `table` until the transaction `trx` ends, so transactions that check and
 * then write for the same row (a quota) take turns. SQLite needs none: its one connection runs one transaction
 * at a time; PostgreSQL runs them side by side, each blind to the other's rows until it commits.
 */
export async function lockRowForWrite(trx: AnyDb, table: string, id: number): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
