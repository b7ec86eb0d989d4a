import { api, loginApi } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { TeacherAccount, UserInfo } from './types.ts';

export { api } from '@shared/api/default-client.ts';

// Login and account calls (spec §7 "Login"; paths in paths.ts), one function per call. What a sign-in or a
// sign-out does to the session on this page is session-actions.ts's.

export async function sendSms(phone: string): Promise<void> {
  await loginApi().postJson(ACCOUNT_PATHS.sendSms, { phone }, { auth: false });
}

export type LoginCredentials = { phone: string; password: string } | { phone: string; code: string };

/** POST web_login: the new session's tokens and user. Storing them is the session's job (session-actions.ts). */
export async function postLogin(credentials: LoginCredentials): Promise<LoginData> {
  return dataOf(await loginApi().postJson<LoginData>(ACCOUNT_PATHS.webLogin, credentials, { auth: false }));
}

/** POST login_auth: token login (`?access_token=`, spec §2 routing rules). */
export async function postTokenLogin(accessToken: string): Promise<LoginData> {
  return dataOf(await loginApi().postJson<LoginData>(ACCOUNT_PATHS.loginAuth, { access_token: accessToken }, { auth: false }));
}

/** Rotates the token pair now; on failure the client has logged out, shown the message and gone to root. */
export function refreshSession(): Promise<void> {
  return api().refreshSession();
}

export async function fetchUserInfo(): Promise<UserInfo> {
  return dataOf(await api().get<UserInfo>(ACCOUNT_PATHS.userInfo));
}

/** POST logout: ends the session on the server. */
export async function postLogout(): Promise<void> {
  // auth: false, so that a session already ended elsewhere does not ask 'confirm logout' during a logout
  await api().postJson(ACCOUNT_PATHS.logout, undefined, { auth: false });
}

/** The main account and its staff accounts. */
export async function fetchTeacherAccounts(): Promise<TeacherAccount[]> {
  const answer = await api().get(ACCOUNT_PATHS.teacherAccounts);
  return (answer.rows ?? []) as TeacherAccount[];
}

/** Enables (1) or disables (0) a staff account. */
export async function setTeacherAccountStatus(id: number, status: 0 | 1): Promise<void> {
  await api().postJson(ACCOUNT_PATHS.teacherAccountStatus, { id, status });
}
