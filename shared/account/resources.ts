import type { RecordSource } from '@shared/api/record-source.ts';
import { fetchTeacherAccounts, fetchUserInfo, setTeacherAccountStatus } from './client.ts';
import type { TeacherAccount, UserInfo } from './types.ts';

/** Every account read answers under this name; the cache forgets them all when the signed-in account changes. */
export const ACCOUNT = 'account';

/** Who is signed in, as the account settings page shows it. */
export const userInfoRecord: RecordSource<UserInfo, object> = { name: `${ACCOUNT}/me`, read: fetchUserInfo };

/** A main account's staff (child) accounts: the server's list holds the main account too, which is left out. */
export const staffAccountsRecord: RecordSource<TeacherAccount[], object> = {
  name: `${ACCOUNT}/staff`,
  read: async () => (await fetchTeacherAccounts()).filter((account) => account.is_child),
};

/** The account writes; run them through the kit's `change(…, [staffAccountsRecord])`. */
export const accountWrites = {
  /** enables a disabled staff account, disables an enabled one */
  toggleStaff: (account: Pick<TeacherAccount, 'id' | 'status'>): Promise<void> => setTeacherAccountStatus(account.id, account.status === 1 ? 0 : 1),
};
