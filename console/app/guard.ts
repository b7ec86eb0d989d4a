import { redirect, type LoaderFunctionArgs } from 'react-router';
import { $modules, $user, isChildAccount, refreshTokenIsValid, tokenIsValid } from '@shared/session/session.ts';
import { reloadMenu, renewSession, signInWithAccessToken } from '@shared/account/session-actions.ts';
import { $config } from '@shared/config.ts';
import { accountOpens } from './account-opens.ts';
import { nextGuardStep } from './guard-rules.ts';
import { PATHS } from './paths.ts';

/** Child accounts reload their granted modules once per page load (spec §4). */
let childModulesReloaded = false;

/** What the guard hands the layouts: whether the account may open the page (else the one no-permission page). */
export type GuardData = { forbidden: boolean } | null;

/**
 * The route guard, run as the root loader before every navigation. It applies one rule at a time
 * (guard-rules.ts) until the navigation is allowed or redirected.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | GuardData> {
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
      menuOpens: accountOpens(url.pathname),
    });
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'forbidden':
        return { forbidden: true };
      case 'redirect':
      case 'to-login':
        return redirect(decision.to);
      case 'assistant':
        window.location.assign($config.get().assistantUrl);
        return null;
      case 'token-login': {
        // The token leaves the address bar before anything else happens (it must not linger in history).
        window.history.replaceState(window.history.state, '', decision.cleanUrl);
        if (await signInWithAccessToken(decision.accessToken)) return redirect(decision.cleanUrl);
        // "no way back": the failed URL is replaced, not pushed
        window.history.replaceState(null, '', PATHS.notFound);
        return redirect(PATHS.notFound);
      }
      case 'refresh':
        // a failed refresh has already logged out and shown the message (spec §8)
        if (!(await renewSession())) return redirect(PATHS.root);
        break;
      case 'load-modules': {
        const menu = await reloadMenu();
        // A session failure already asks the teacher to log in again or stay (the client's confirm,
        // spec §8); the page stays behind it. Anything else leaves no menu to show: a dead end.
        if (menu === 'session-ended') return null;
        if (menu === 'failed') return redirect(PATHS.notFound);
        childModulesReloaded = true;
        break;
      }
    }
  }
  return redirect(PATHS.notFound);
}
