import { $loginToken, $loginUser, clearSession, saveLogin, tokenIsValid } from '@shared/session/session.ts';
import { api, loginApi } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { TeacherAccount, UserInfo } from './types.ts';

export { api, loginApi, installClientHooks } from '@shared/api/default-client.ts';

/** Login and account calls (spec §7 "Login"; paths in paths.ts). */

export async function phoneExist(phone: string): Promise<boolean> {
  const answer = await loginApi().get<{ exist: boolean }>(ACCOUNT_PATHS.phoneExist, { phone }, { auth: false });
  return !!answer.data?.exist;
}

export async function sendSms(phone: string): Promise<void> {
  await loginApi().postJson(ACCOUNT_PATHS.sendSms, { phone }, { auth: false });
}

export async function loginWithPassword(phone: string, password: string): Promise<LoginData> {
  return login({ phone, password }, phone);
}

export async function loginWithCode(phone: string, code: string): Promise<LoginData> {
  return login({ phone, code }, phone);
}

async function login(body: Record<string, string>, phone: string): Promise<LoginData> {
  const data = dataOf(await loginApi().postJson<LoginData>(ACCOUNT_PATHS.webLogin, body, { auth: false }));
  saveLogin(data);
  $loginUser.set(phone);
  return data;
}

/** Token login (`?access_token=`, spec §2 routing rules). */
export async function loginWithAccessToken(accessToken: string): Promise<LoginData> {
  const data = dataOf(
    await loginApi().postJson<LoginData>(ACCOUNT_PATHS.loginAuth, { access_token: accessToken }, { auth: false }),
  );
  saveLogin(data);
  $loginToken.set(accessToken);
  return data;
}

/** Rotates the token pair now; on failure the client has logged out, shown the message and gone to root. */
export function refreshSession(): Promise<void> {
  return api().refreshSession();
}

export async function fetchUserInfo(): Promise<UserInfo> {
  return dataOf(await api().get<UserInfo>(ACCOUNT_PATHS.userInfo));
}

/** Ends the session on the server when the token still works, and always locally. */
export async function logout(): Promise<void> {
  try {
    // auth: false, so that a session already ended elsewhere does not ask 'confirm logout' during a logout
    if (tokenIsValid()) await api().postJson(ACCOUNT_PATHS.logout, undefined, { auth: false });
  } catch {
    // the local session goes regardless
  } finally {
    clearSession();
  }
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
