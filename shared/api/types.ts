/**
 * Wire types shared by the API client, the console and the reference server.
 * Every answer is `{result:'ok', ...}` or `{result:'fail', code, message}` (DESIGN.md).
 */
export type ApiOk<T = undefined> = { result: 'ok'; data?: T; rows?: unknown[]; totalCount?: number; message?: string };

/** One page of a list (spec §3 "List response": rows and totalCount). */
export type Page<T> = { rows: T[]; totalCount: number };

/** The page of a list answer: its rows (typed by the caller) and its total. */
export function pageOf<T>(answer: Pick<ApiOk<unknown>, 'rows' | 'totalCount'>): Page<T> {
  return { rows: (answer.rows ?? []) as T[], totalCount: answer.totalCount ?? 0 };
}

export type ApiFail = { result: 'fail'; code: number; message: string };

export type ApiAnswer<T = undefined> = ApiOk<T> | ApiFail;

/** Session failure codes of spec §8. */
export const SESSION_CODES = {
  /** no token, or an unknown, revoked or logged-out one, or a disabled account */
  invalidToken: 50008,
  /** session ended elsewhere: a replayed refresh token revoked the whole token family */
  signedInElsewhere: 50012,
  /** access token past its expiry */
  expired: 50014,
} as const;

export const SESSION_FAILURE_CODES: readonly number[] = Object.values(SESSION_CODES);
