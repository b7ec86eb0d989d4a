import { $config } from '@shared/config.ts';
import { createApiClient } from './client.ts';
import type { ApiClient, ClientHooks } from './client-types.ts';

/**
 * The module-wide clients behind `shared/api/<area>.ts`: `api()` for general calls, `loginApi()` for the
 * login and account calls (5000 ms, error toast on every failure). Created on first use.
 */

/** Plain page navigation: right for the widgets on a legacy page; the console installs router-aware hooks. */
const pageHooks: ClientHooks = {
  reload: () => globalThis.location?.reload(),
  openLogin: () => globalThis.location?.assign($config.get().loginUrl),
  goRoot: () => globalThis.location?.assign('/'),
};

let installed: ClientHooks = pageHooks;
const hooks: ClientHooks = {
  reload: () => installed.reload(),
  openLogin: () => installed.openLogin(),
  goRoot: () => installed.goRoot(),
  forbidden: () => installed.forbidden?.(),
};

export function installClientHooks(next: ClientHooks): void {
  installed = next;
}

let general: ApiClient | undefined;
let login: ApiClient | undefined;

export function api(): ApiClient {
  general ??= createApiClient({ kind: 'general', hooks });
  return general;
}

export function loginApi(): ApiClient {
  login ??= createApiClient({ kind: 'login', hooks });
  return login;
}
