import { installClientHooks } from '@shared/api/default-client.ts';
import type { ClientHooks } from '@shared/api/client-types.ts';
import { $user } from '@shared/session/session.ts';
import { forgetEverything } from './query-cache.ts';

/**
 * Wires the console's data layer once, at start: the API client moves the console through its router when a
 * session ends or the network keeps failing (so the toast that says why stays on screen), and the cache forgets
 * everything when the signed-in account changes (a sign-out, a token login, another tab signing in as someone else).
 */
export function connectDataLayer(navigation: ClientHooks): void {
  installClientHooks(navigation);
  $user.listen((user, previous) => {
    if (user?.id !== previous?.id) forgetEverything({ refetchShown: user !== undefined });
  });
}
