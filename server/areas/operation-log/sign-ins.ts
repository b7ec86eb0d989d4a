/**
 * Sign-ins in the operation log: the sign-in calls are public (no session yet), so the login service
 * reports each successful sign-in here and it is written as the account's own line, `account.login` in `shell`.
 * Failed sign-ins are not lines of the log: the sign-in limits count them (account/sign-in-limits.ts).
 */
import type { Kysely } from 'kysely';
import { SHELL } from '@shared/menu/modules.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Database } from '@server/db/schema.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { insertLine } from './record.ts';

export type SignInRecorder = (user: UserRow, address: string, way: 'password' | 'sms') => Promise<void>;

export function signInRecorder(ctx: ServiceContext): SignInRecorder {
  return async (user, address, way) => {
    await insertLine(ctx.db as Kysely<Database>, {
      ownerId: user.main_id,
      actor: user,
      action: 'account.login',
      module: SHELL,
      route: `POST ${ACCOUNT_PATHS.webLogin}`,
      objectType: 'account',
      objectId: user.id,
      summary: { code: way === 'password' ? 'login.password' : 'login.sms', params: {} },
      ip: address,
      at: seconds(ctx.now),
    });
  };
}
