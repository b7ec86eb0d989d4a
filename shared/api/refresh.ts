import { t } from '@shared/i18n/i18n.ts';
import {
  $hostToken,
  $refreshToken,
  adoptStoredTokens,
  clearSession,
  refreshTokenIsValid,
  saveTokens,
  tokenIsValid,
} from '@shared/session/session.ts';
import { ApiError, toApiError } from './errors.ts';
import { SESSION_CODES, type ApiOk } from './types.ts';
import type { LoginData } from '@shared/session/types.ts';

/**
 * Runs `task` once for everyone who asks while it is under way (single flight): twenty calls that meet
 * an expired token wait for one refresh, not twenty.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * Runs `task` while holding a lock shared by every tab of the origin (Web Locks API), where there is one;
 * elsewhere (Node, old browsers) it just runs.
 */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks) return task();
  // The lock's promise settles with what the task's promise settles with; `then` tells the type checker so.
  return locks.request(name, task).then((result) => result);
}

/** Refresh a little before the access token's exp, so that a clock behind the server's does not earn a 50014. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;
const REFRESH_LOCK = 'lectern-token-refresh';

export type SessionKeeperOptions = {
  now: () => number;
  /** sends the refresh call (spec §7 refresh_token) and resolves its ok answer */
  requestPair(refreshToken: string): Promise<ApiOk<LoginData>>;
  /** a refresh failed: after a fail answer the keeper has logged out already; without an answer the session stays */
  onRefreshFailed(error: ApiError): void;
  /** neither token is valid: the keeper has logged out; reload the page */
  reload(): void;
};

export type SessionKeeper = {
  /** spec §4 "Session", before a call (an ofetch onRequest hook): refresh first when only the refresh token is valid */
  ensure(): Promise<void>;
  /** rotates the pair now: single flight within the tab, one at a time across tabs */
  refresh(): Promise<void>;
  /** the client ended the session and sent the user away: calls still arriving reject quietly */
  end(): void;
};

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { now } = options;
  // Set once the session was ended and the user sent away (reload, root, login), so that calls arriving after
  // that reject quietly instead of sending the user away again.
  let gone = false;
  const end = () => {
    gone = true;
    clearSession();
  };

  async function refreshPair(): Promise<void> {
    const refreshToken = $refreshToken.get();
    try {
      if (!refreshToken || !refreshTokenIsValid(now())) {
        throw new ApiError('fail', SESSION_CODES.invalidToken, t('session.verifyFailed'));
      }
      const data = (await options.requestPair(refreshToken.id)).data;
      if (!data?.token?.id || !data.refresh_token?.id) throw new ApiError('fail', -1, t('session.verifyFailed'));
      saveTokens(data);
      gone = false;
    } catch (caught) {
      const error = toApiError(caught);
      if (error.kind === 'fail') end(); // spec §4/§8: a refused refresh logs out
      options.onRefreshFailed(error);
      throw error;
    }
  }

  const refresh = singleFlight(() =>
    withCrossTabLock(REFRESH_LOCK, async () => {
      // Another tab may have refreshed while this one waited for the lock.
      if (adoptStoredTokens(now() + TOKEN_EXPIRY_MARGIN_MS)) return;
      await refreshPair();
    }),
  );

  async function ensure(): Promise<void> {
    if ($hostToken.get()) return; // a host page's token is used as it is (docs/embedding.md)
    const at = now();
    if (tokenIsValid(at + TOKEN_EXPIRY_MARGIN_MS)) {
      gone = false;
      return;
    }
    if (refreshTokenIsValid(at)) return refresh();
    if (tokenIsValid(at)) return; // about to expire and nothing to refresh it with: use it while it lasts
    if (!gone) {
      end();
      options.reload();
    }
    throw new ApiError('fail', SESSION_CODES.invalidToken, t('session.verifyFailed'));
  }

  return { ensure, refresh, end };
}
