import { redirect, type LoaderFunctionArgs } from 'react-router';
import { $modules, $user, clearSession, isChildAccount, refreshTokenIsValid, tokenIsValid } from '@shared/session/session.ts';
import { loginWithAccessToken, refreshSession } from '@shared/account/client.ts';
import { fetchMenu } from '@shared/system/client.ts';
import { ApiError, isSessionFailure } from '@shared/api/errors.ts';
import { $config } from '@shared/config.ts';
import { nextGuardStep } from './guard-rules.ts';
import { PATHS } from './paths.ts';

/** Child accounts reload their granted modules once per page load (spec §4). */
let childModulesReloaded = false;

export function resetGuardForTests() {
  childModulesReloaded = false;
}

/**
 * The route guard, run as the root loader before every navigation. It applies one rule at a time
 * (guard-rules.ts) until the navigation is allowed or redirected.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  for (let step = 0; step < 6; step += 1) {
    const user = $user.get();
    const decision = nextGuardStep({
      path: url.pathname,
      search: url.searchParams,
      hasToken: tokenIsValid(),
      hasRefreshToken: refreshTokenIsValid(),
      modulesLoaded: ($modules.get() ?? []).length > 0,
      childNeedsReload: !!user && isChildAccount(user) && !childModulesReloaded,
      planetUser: user?.mode === 'planet',
    });
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'redirect':
      case 'to-login':
        return redirect(decision.to);
      case 'assistant':
        window.location.assign($config.get().assistantUrl);
        return null;
      case 'token-login': {
        // The token leaves the address bar before anything else happens (it must not linger in history).
        window.history.replaceState(window.history.state, '', decision.cleanUrl);
        try {
          clearSession();
          await loginWithAccessToken(decision.accessToken);
        } catch {
          clearSession();
          // "no way back": the failed URL is replaced, not pushed
          window.history.replaceState(null, '', PATHS.notFound);
          return redirect(PATHS.notFound);
        }
        return redirect(decision.cleanUrl);
      }
      case 'refresh':
        try {
          await refreshSession();
        } catch {
          // the client has already logged out and shown the message (spec §8)
          return redirect(PATHS.root);
        }
        break;
      case 'load-modules':
        try {
          $modules.set(await fetchMenu());
          childModulesReloaded = true;
        } catch (error) {
          // A session failure already asks the teacher to log in again or stay (the client's confirm,
          // spec §8); the page stays behind it. Anything else leaves no menu to show: a dead end.
          if (error instanceof ApiError && isSessionFailure(error.code)) return null;
          return redirect(PATHS.notFound);
        }
        break;
    }
  }
  return redirect(PATHS.notFound);
}
