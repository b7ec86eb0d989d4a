import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configure } from '@shared/config.ts';
import { consoleMessages } from '@shared/i18n/console-messages.ts';
import { $locale, addMessages, loadLocale } from '@shared/i18n/i18n.ts';
import { reloadMenu } from '@shared/account/session-actions.ts';
import { $user, isChildAccount } from '@shared/session/session.ts';
import { connectDataLayer } from '@console/kit/connect.ts';
import { createRouter } from './router.tsx';
import { isPlanetPath, loginPathFor, PATHS } from './paths.ts';

// The console may talk to another API host (README: VITE_LECTERN_API_BASE at build time).
configure({ apiBase: import.meta.env.VITE_LECTERN_API_BASE ?? '', appid: 'console' });

const router = createRouter();

connectDataLayer({
  reload: () => window.location.reload(),
  // client-side navigation keeps the toast that explains why the teacher was sent away
  openLogin: () => void router.navigate(loginPathFor(isPlanetPath(window.location.pathname)), { replace: true }),
  goRoot: () => void router.navigate(PATHS.root, { replace: true }),
  // a staff account refused a module: its role changed meanwhile, so its menu follows at once
  forbidden: () => {
    if (isChildAccount($user.get())) void reloadMenu();
  },
});

// an English console starts in English, not in the zh-CN fallback
void addMessages(consoleMessages);
await loadLocale($locale.get()).catch(() => undefined);
// the page's language follows the chosen locale (screen readers, hyphenation, fonts)
$locale.subscribe((locale) => document.documentElement.setAttribute('lang', locale));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
