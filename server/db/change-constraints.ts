/**
 * Loosens or changes the constraints of a table that holds rows (a CHECK's list, a NOT NULL), which SQLite cannot
 * alter: PostgreSQL runs `alter` in place; SQLite builds the table anew from `create` (its whole new definition,
 * under the same name), copies every row, and drops the old one (sqlite.org/lang_altertable.html, "other kinds of
 * table schema changes"). Foreign keys are off and legacy_alter_table on meanwhile, so renaming the old table aside does not repoint the
 * references other tables hold to it, and dropping it cascades nowhere; they are checked before they are on again.
 * SQLite ignores that switch inside a transaction, so this refuses to run in one. The old table's indexes go with
 * it: the migration creates them again after this call.
 */
import { sql } from 'kysely';
import { engineOf, type AnyDb } from './engine.ts';

export type ConstraintChange = {
  table: string;
  /** SQLite: creates the table `table` with its new definition (columns named as before, plus any new ones) */
  create: (db: AnyDb) => Promise<void>;
  /** PostgreSQL: the same change made with alter table */
  alter: (db: AnyDb) => Promise<unknown>;
  /** both engines: changes the rows once the new constraints are in place, before SQLite checks the references */
  rewrite?: (db: AnyDb) => Promise<void>;
};

export async function changeConstraints(db: AnyDb, change: ConstraintChange): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await change.alter(db);
    await change.rewrite?.(db);
    return;
  }
  const old = `${change.table}__old`;
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${change.table})`.execute(db);
  const columns = rows.map((row) => `"${row.name}"`).join(', ');
  await sql`pragma foreign_keys = off`.execute(db);
  // since 3.26 a rename repoints foreign keys to the new name unless legacy_alter_table is on
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    const { rows: off } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    if (off[0]?.foreign_keys !== 0) throw new Error(`changeConstraints(${change.table}) cannot run inside a transaction on SQLite`);
    await db.transaction().execute(async (trx) => {
      await sql.raw(`alter table "${change.table}" rename to "${old}"`).execute(trx);
      await change.create(trx);
      await sql.raw(`insert into "${change.table}" (${columns}) select ${columns} from "${old}"`).execute(trx);
      await sql.raw(`drop table "${old}"`).execute(trx);
      await change.rewrite?.(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`changeConstraints(${change.table}) would break ${broken.length} references`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
