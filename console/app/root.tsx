import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useStore } from '@nanostores/react';
import { Toaster } from '@widgets/ui/toast/toaster.tsx';
import { MessageBox } from '@widgets/ui/message-box/message-box.tsx';
import { NetworkBanner } from '@widgets/network-banner/network-banner.tsx';
import { StorageFull } from '@widgets/storage-full/storage-full.tsx';
import { dashboardRecord, systemWrites } from '@shared/system/resources.ts';
import { tokenIsValid } from '@shared/session/session.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { change } from '@console/kit/data.ts';
import { isPlanetPath } from './paths.ts';
import { routeTitle } from './route-title.ts';
import { useSignedOutElsewhere } from './use-signed-out-elsewhere.ts';
import '@widgets/ui/tokens.css';
import './theme.css';

/** Page title, favicon and the page-visit log follow the location (spec §4 Routing rules, §9 titles). */
function useLocationEffects() {
  const { pathname } = useLocation();
  const t = useStore($t);
  useEffect(() => {
    const planet = isPlanetPath(pathname);
    const title = routeTitle(pathname);
    const product = planet ? t('app.planetTitle') : t('app.title');
    document.title = title ? `${title} - ${product}` : product;
    const icon = document.getElementById('favicon');
    if (icon instanceof HTMLLinkElement) icon.href = planet ? '/favicon-planet.svg' : '/favicon.svg';
  }, [pathname, t]);
  useEffect(() => {
    if (!tokenIsValid()) return;
    // the visit figures of a dashboard on screen count it once it is stored
    change(() => systemWrites.logPageVisit(pathname, routeTitle(pathname) ?? ''), [dashboardRecord]).catch(() => {
      // a lost visit record must never disturb the teacher
    });
  }, [pathname]);
}

export function Root() {
  const navigation = useNavigation();
  const t = useStore($t);
  useLocationEffects();
  useSignedOutElsewhere();
  return (
    <>
      {navigation.state === 'loading' && <div className="lc-progress" role="progressbar" aria-label={t('common.loading')} />}
      <NetworkBanner />
      <Outlet />
      <Toaster />
      <MessageBox />
      <StorageFull />
    </>
  );
}
