import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $sidebarCollapsed, $user, avatarOf, isChildAccount } from '@shared/session/session.ts';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import { $config } from '@shared/config.ts';
import { DropdownMenu } from '@widgets/ui/menu/dropdown-menu.tsx';
import { NotificationBell } from '@widgets/notifications/notification-bell.tsx';
import { ShellUploader } from '@widgets/uploader/uploader.tsx';
import { HelpButton } from '@widgets/help/help.tsx';
import type { MenuModule } from '@shared/menu/types.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { useLogout } from './use-logout.ts';
import { PATHS } from '@console/app/paths.ts';
import './navbar.css';

/** The material library's page: the shell uploader fills the library, so a staff account gets it only with that page. */
const LIBRARY_PAGE = '/source';

export function Navbar({ menu, home, planet }: { menu: MenuModule[]; home: string; planet: boolean }) {
  const t = useStore($t);
  const user = useStore($user);
  const locale = useStore($locale);
  const collapsed = useStore($sidebarCollapsed) ?? false;
  const navigate = useNavigate();
  const logout = useLogout(planet);
  const mayUpload = !isChildAccount(user) || menu.some((group) => group.children.some((page) => page.path === LIBRARY_PAGE));

  return (
    <header className="lc-navbar">
      <button
        type="button"
        className="lc-navbar__collapse"
        aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
        aria-pressed={collapsed}
        onClick={() => $sidebarCollapsed.set(!collapsed)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M4 6h16M4 12h10M4 18h16" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" /></svg>
      </button>
      <Breadcrumb menu={menu} home={home} />
      <div className="lc-navbar__actions">
        {mayUpload && <ShellUploader label="shellUpload.consoleButton" className="lc-navbar__upload" />}
        {/* in the bar rather than floating over the page, where it lay over tables' last columns and pagers */}
        <HelpButton placement="bar" />
        <NotificationBell />
        <DropdownMenu
          label={t('shell.version')}
          trigger={<span className="lc-navbar__version">V3.0</span>}
          items={[
            { key: 'v1', label: 'V1.0', checked: false, onSelect: () => window.location.assign($config.get().legacyUrl) },
            { key: 'v3', label: 'V3.0', checked: true, onSelect: () => undefined },
          ]}
        />
        <DropdownMenu
          label={t('shell.accountMenu')}
          trigger={
            <>
              <img className="lc-navbar__avatar" src={user ? avatarOf(user) : avatarOf({})} alt="" width={28} height={28} />
              <span className="lc-navbar__name">{user?.nickname ?? ''}</span>
            </>
          }
          items={[
            { key: 'settings', label: t('shell.accountSettings'), onSelect: () => navigate(PATHS.accountSettings) },
            { key: 'zh', label: '中文', checked: locale === 'zh-CN', onSelect: () => $locale.set('zh-CN') },
            { key: 'en', label: 'English', checked: locale === 'en', onSelect: () => $locale.set('en') },
            { key: 'logout', label: t('shell.logout'), onSelect: () => void logout() },
          ]}
        />
      </div>
    </header>
  );
}
