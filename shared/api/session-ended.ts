import { askConfirm } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { clearSession } from '@shared/session/session.ts';
import type { ClientHooks } from './client-types.ts';

let open = false;

/**
 * spec §8: a 50008/50012/50014 answer asks 'confirm logout'; confirm logs out and reloads, cancel stays.
 * Module-wide, so many calls failing together (from any client) open one dialog.
 */
export function promptSessionEnded(hooks: Pick<ClientHooks, 'reload'>): void {
  if (open) return;
  open = true;
  void askConfirm({
    title: t('session.logoutTitle'),
    message: t('session.loggedOut'),
    confirmText: t('session.loginAgain'),
  }).then((ok) => {
    open = false;
    if (!ok) return;
    clearSession();
    hooks.reload();
  });
}
