import { Outlet, useRouteLoaderData } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { SideMenu } from './side-menu.tsx';
import { Navbar } from './navbar.tsx';
import { useMenu } from './use-menu.ts';
import { PATHS } from '@console/app/paths.ts';
import type { GuardData } from '@console/app/guard.ts';
import { NoPermissionPage } from './no-permission-page.tsx';
import './shell.css';

function Logo({ planet }: { planet: boolean }) {
  const t = useStore($t);
  return (
    <>
      <img src={planet ? '/favicon-planet.svg' : '/favicon.svg'} alt="" width={28} height={28} />
      <span className="lc-side-menu__logo-text">{planet ? t('app.planetTitle') : t('app.title')}</span>
    </>
  );
}

/** The main layout (teacher centre) or its planet member-mode twin (/p/): own logo, title, favicon and menu. */
export function Shell({ mode }: { mode: 'teacher' | 'planet' }) {
  const planet = mode === 'planet';
  const menu = useMenu(planet);
  const home = planet ? PATHS.planetDashboard : PATHS.dashboard;
  const forbidden = useRouteLoaderData<GuardData>('root')?.forbidden === true;
  return (
    <div className={`lc-shell lc-shell--${mode}`}>
      <SideMenu menu={menu} logo={<Logo planet={planet} />} />
      <div className="lc-shell__main">
        <Navbar menu={menu} home={home} planet={planet} />
        <main className="lc-shell__content" id="main">
          {forbidden ? <NoPermissionPage home={home} /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
