/**
 * Account rows: look-ups, creation (seed and staff accounts) and the account list.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TeacherAccount } from '@shared/account/types.ts';
import type { Db } from '@server/db/database.ts';
import type { AccountMode, AccountTier, UserRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { randomSuffix } from '@server/security/tokens.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { CHILD_UUID_PREFIX, toTeacherAccount } from './views.ts';
import type { Session } from '@server/http/session-types.ts';

export type NewAccount = {
  phone: string;
  passwordHash: string;
  nickname: string;
  mode: AccountMode;
  tier: AccountTier;
  /** set for a staff (child) account */
  mainId?: number;
  avatar?: string;
};

export function createUserService(ctx: ServiceContext) {
  const { db } = ctx;

  return {
    findByPhone(phone: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async phoneExists(phone: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row !== undefined;
    },

    async countUsers(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Inserts an account; a main account gets main_id = its own id. Run inside a transaction. */
    async create(trx: Db, account: NewAccount): Promise<UserRow> {
      const child = account.mainId !== undefined;
      const inserted = await trx
        .insertInto('users')
        .values({
          phone: account.phone,
          password_hash: account.passwordHash,
          nickname: account.nickname,
          avatar: account.avatar ?? '',
          // placeholders, fixed below once the id is known
          uid: `pending_${randomSuffix()}`,
          uuid: child ? `${CHILD_UUID_PREFIX}${randomSuffix(12)}` : randomUUID(),
          main_id: account.mainId ?? 0,
          mode: account.mode,
          tier: account.tier,
          status: 1,
          created_at: seconds(ctx.now),
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .updateTable('users')
        .set({
          uid: String(100_000 + inserted.id),
          main_id: account.mainId ?? inserted.id,
        })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The main account first, then its staff accounts. */
    async listTeacherAccounts(session: Session): Promise<TeacherAccount[]> {
      if (session.isChild) throw fail.forbidden();
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('main_id', '=', session.main.id)
        .where('deleted_at', 'is', null)
        .orderBy(sql`id = main_id`, 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toTeacherAccount);
    },

  };
}

export type UserService = ReturnType<typeof createUserService>;
