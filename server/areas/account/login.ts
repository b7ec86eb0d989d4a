/**
 * Sign-in with phone + password or phone + SMS code (DESIGN.md Login contract).
 * Credentials are checked before the account state, so a wrong guess learns nothing about it. Both ways run under
 * the failed sign-in limits (sign-in-limits.ts), per phone and per caller address.
 */
import type { LoginData } from '@shared/session/types.ts';
import type { UserRow } from './schema.ts';
import { fail } from '@server/errors.ts';
import { decoyHash, verifyPassword } from '@server/security/passwords.ts';
import type { SessionService } from './sessions.ts';
import type { SignInGuard } from './sign-in-limits.ts';
import type { SmsService } from './sms.ts';
import type { UserService } from './users.ts';

/** told of each successful sign-in (the operation log's `account.login` line) */
export type SignedIn = (user: UserRow, address: string, way: 'password' | 'sms') => Promise<void>;

export function createLoginService(users: UserService, sessions: SessionService, sms: SmsService, guard: SignInGuard, signedIn?: SignedIn) {
  async function admit(user: UserRow, address: string, way: 'password' | 'sms'): Promise<LoginData> {
    const main = user.main_id === user.id ? user : await users.findById(user.main_id);
    if (user.status !== 1 || !main || main.status !== 1) throw fail.accountDisabled();
    const login = await sessions.startFamily(user);
    await signedIn?.(user, address, way);
    return login;
  }

  return {
    /** `address`: the caller's (request.ip), counted for the limits */
    async withPassword(phone: string, password: string, address: string): Promise<LoginData> {
      const user = await users.findByPhone(phone);
      const right = await guard.attempt(phone, address, async () => {
        // an unknown phone costs a full scrypt too
        const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
        return user !== undefined && matches;
      });
      if (!user || !right) throw fail.wrongPassword();
      return admit(user, address, 'password');
    },

    async withSmsCode(phone: string, code: string, address: string): Promise<LoginData> {
      const user = await users.findByPhone(phone);
      // a wrong code counts against the code (void after 5) and, across fresh codes, against the phone
      const right = await guard.attempt(phone, address, async () => user !== undefined && (await sms.consumeCode(phone, code)));
      if (!user || !right) throw fail.wrongSmsCode();
      return admit(user, address, 'sms');
    },
  };
}
