/**
 * What signing in and out does on this page (spec §2 routing rules, §4, §8), framework-free so that the console's
 * screens, its route guard and the widgets' tests call the same code: the call to the server, then the session's
 * stores (tokens, user, menu modules, the remembered phone or access token). Screens call these, never the client.
 */
import { isApiError, isSessionFailure } from '@shared/api/errors.ts';
import { $loginToken, $loginUser, $modules, clearSession, saveLogin, tokenIsValid } from '@shared/session/session.ts';
import type { LoginData } from '@shared/session/types.ts';
import { fetchMenu } from '@shared/system/client.ts';
import { postLogin, postLogout, postTokenLogin, refreshSession, sendSms } from './client.ts';

/** Signs in with phone and password; the login form keeps the phone for next time. A refusal is thrown (and toasted). */
export async function signInWithPassword(phone: string, password: string): Promise<LoginData> {
  return signIn(await postLogin({ phone, password }), phone);
}

/** Signs in with phone and SMS code, as `signInWithPassword`. */
export async function signInWithCode(phone: string, code: string): Promise<LoginData> {
  return signIn(await postLogin({ phone, code }), phone);
}

function signIn(data: LoginData, phone: string): LoginData {
  saveLogin(data);
  $loginUser.set(phone);
  return data;
}

/** Asks the server to text a sign-in code to the phone. A refusal is thrown (and toasted by the login client). */
export function requestSignInCode(phone: string): Promise<void> {
  return sendSms(phone);
}

/**
 * Token login (`?access_token=`, spec §2): whoever was signed in on this page is signed out first, so a refused
 * token leaves no session behind. False when the server refuses the token.
 */
export async function signInWithAccessToken(accessToken: string): Promise<boolean> {
  clearSession();
  try {
    saveLogin(await postTokenLogin(accessToken));
    $loginToken.set(accessToken);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/** Rotates the token pair now. False when that failed: the client has then signed out and said why (spec §8). */
export async function renewSession(): Promise<boolean> {
  try {
    await refreshSession();
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the signed-in account's menu modules into the session (spec §4: after a sign-in, and once per page load
 * for a staff account, whose grant may have changed). `session-ended` when the answer was a session failure, which
 * the client already put to the teacher (log in again or stay, spec §8); `failed` for anything else.
 */
export async function reloadMenu(): Promise<'loaded' | 'session-ended' | 'failed'> {
  try {
    $modules.set(await fetchMenu());
    return 'loaded';
  } catch (error) {
    return isApiError(error) && isSessionFailure(error.code) ? 'session-ended' : 'failed';
  }
}

/** Ends the session on the server while its token still works, and here always (spec §8: storage is cleared). */
export async function signOut(): Promise<void> {
  try {
    if (tokenIsValid()) await postLogout();
  } catch {
    // the server may already consider the session over; the local session ends regardless
  } finally {
    clearSession();
  }
}
