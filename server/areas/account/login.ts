/**
 * Sign-in with phone + password or phone + SMS code (DESIGN.md Login contract).
 * Credentials are checked before the account state, so a wrong guess learns nothing about it.
 */
import type { LoginData } from '@shared/session/types.ts';
import type { UserRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { decoyHash, verifyPassword } from '@server/security/passwords.ts';
import type { SessionService } from './sessions.ts';
import type { SmsService } from './sms.ts';
import type { UserService } from './users.ts';

export function createLoginService(users: UserService, sessions: SessionService, sms: SmsService) {
  async function admit(user: UserRow): Promise<LoginData> {
    const main = user.main_id === user.id ? user : await users.findById(user.main_id);
    if (user.status !== 1 || !main || main.status !== 1) throw fail.accountDisabled();
    return sessions.startFamily(user);
  }

  return {
    async withPassword(phone: string, password: string): Promise<LoginData> {
      const user = await users.findByPhone(phone);
      // an unknown phone costs a full scrypt too
      const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !matches) throw fail.wrongPassword();
      return admit(user);
    },

    async withSmsCode(phone: string, code: string): Promise<LoginData> {
      const user = await users.findByPhone(phone);
      if (!user || !(await sms.consumeCode(phone, code))) throw fail.wrongSmsCode();
      return admit(user);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
