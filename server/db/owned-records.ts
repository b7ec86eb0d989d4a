/**
 * The service of a plain resource whose records belong to a main account: list, create, update and remove, each
 * scoped to the caller's account (a record of another answers 404 as if it did not exist). The resource gives only
 * its own rules: how an input becomes checked columns, how rows become answers, and what hangs on a record (its uses
 * of materials, its links), written in the same transaction as the record.
 */
import { sql, type Generated, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Page } from '@shared/api/types.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';
import { seconds, type ServiceContext } from './context.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { countedPage } from './paging.ts';
import { containsText } from './portable-sql.ts';

/** the tables such a resource lives in: an id, the main account and the times of making and last change */
type OwnedTable = { [T in keyof Database]: Database[T] extends { id: unknown; owner_id: number; created_at: number; updated_at: number } ? T : never }[keyof Database & string];

type OwnedColumns = { id: Generated<number>; owner_id: number; created_at: number; updated_at: number };

/** what a record keeps beside its row, written in the record's transaction */
type RecordLinks<Input, Values> = {
  /** after the insert or update of the checked `values` of `input` */
  written?: (trx: Db, id: number, values: Values, input: Input) => Promise<void>;
  removing?: (trx: Db, id: number) => Promise<void>;
};

export type OwnedRecordsSpec<T extends OwnedTable, Input, Values, Answer> = RecordLinks<Input, Values> & {
  table: T;
  notFound: string;
  /** the list's keyword looks in this column; newest change first */
  keywordColumn: keyof Database[T] & string;
  /** the checked columns of an input: throws `fail.validation` on what the schema cannot judge */
  columns: (session: Session, input: Input) => Promise<Values>;
  toAnswers: (session: Session, rows: Selectable<Database[T]>[]) => Promise<Answer[]>;
};

export function ownedRecords<T extends OwnedTable, Input, Values extends object, Answer>(ctx: ServiceContext, spec: OwnedRecordsSpec<T, Input, Values, Answer>) {
  // Kysely cannot follow a table chosen by a type parameter; every table of OwnedTable has the columns used here
  const db = ctx.db as unknown as Kysely<Record<string, OwnedColumns>>;
  const table: string = spec.table;
  const rowsOf = (session: Session) => db.selectFrom(table).where('owner_id', '=', session.main.id);
  const answersOf = (session: Session, rows: object[]) => spec.toAnswers(session, rows as Selectable<Database[T]>[]);

  async function one(session: Session, id: number): Promise<Answer> {
    const row = await rowsOf(session).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(spec.notFound);
    return (await answersOf(session, [row]))[0]!;
  }

  return {
    one,
    async list(session: Session, query: Paging & { keyword?: string }): Promise<Page<Answer>> {
      let filtered = rowsOf(session);
      const keyword = query.keyword?.trim();
      if (keyword) filtered = filtered.where(containsText(ctx.db, sql.ref(spec.keywordColumn), keyword));
      return countedPage(filtered, query, (page) => page.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'), (rows) => answersOf(session, rows));
    },

    async create(session: Session, input: Input): Promise<Answer> {
      const values = await spec.columns(session, input);
      const now = seconds(ctx.now);
      const row = { ...values, owner_id: session.main.id, created_at: now, updated_at: now } as Insertable<OwnedColumns>;
      const id = await ctx.db.transaction().execute(async (trx) => {
        const made = await (trx as unknown as typeof db).insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
        await spec.written?.(trx, made.id, values, input);
        return made.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: Input): Promise<Answer> {
      await one(session, id);
      const values = await spec.columns(session, input);
      await ctx.db.transaction().execute(async (trx) => {
        const changed = { ...values, updated_at: seconds(ctx.now) } as Updateable<OwnedColumns>;
        await (trx as unknown as typeof db).updateTable(table).set(changed).where('id', '=', id).execute();
        await spec.written?.(trx, id, values, input);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await ctx.db.transaction().execute(async (trx) => {
        await spec.removing?.(trx, id);
        await (trx as unknown as typeof db).deleteFrom(table).where('id', '=', id).execute();
      });
    },
  };
}
