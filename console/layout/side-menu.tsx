import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $sidebarCollapsed, $token } from '@shared/session/session.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { MenuIcon } from './menu-icons.tsx';
import { locateInMenu } from './use-menu.ts';
import './side-menu.css';

const isExternal = (path: string) => /^https?:\/\//.test(path);

/** External entries open the partner site with the access token in the query (spec §2 Left menu groups). */
function externalHref(path: string, token: string | undefined): string {
  const url = new URL(path);
  if (token) url.searchParams.set('access_token', token);
  return url.toString();
}

function MenuLeaf({ item, collapsed, token }: { item: MenuModule; collapsed: boolean; token: string | undefined }) {
  const content = (
    <>
      <MenuIcon name={isExternal(item.path) ? 'external' : item.icon} />
      <span className="lc-side-menu__label">{item.title}</span>
    </>
  );
  if (isExternal(item.path)) {
    return (
      <a className="lc-side-menu__link" href={externalHref(item.path, token)} target="_blank" rel="noopener noreferrer" title={collapsed ? item.title : undefined}>
        {content}
      </a>
    );
  }
  return (
    <NavLink className="lc-side-menu__link" to={item.path} title={collapsed ? item.title : undefined} end>
      {content}
    </NavLink>
  );
}

export function SideMenu({ menu, logo }: { menu: MenuModule[]; logo: React.ReactNode }) {
  const collapsed = useStore($sidebarCollapsed) ?? false;
  const token = useStore($token)?.id;
  const t = useStore($t);
  const { pathname } = useLocation();
  const activeGroup = locateInMenu(menu, pathname).group?.id;
  const [openGroups, setOpenGroups] = useState<Set<number>>(() => new Set(activeGroup ? [activeGroup] : []));
  const toggle = (id: number) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <aside className={`lc-side-menu ${collapsed ? 'is-collapsed' : ''}`} style={{ width: collapsed ? 60 : 240 }}>
      <div className="lc-side-menu__logo">{logo}</div>
      <nav aria-label={t('shell.menu')}>
        <ul className="lc-side-menu__groups">
          {menu.map((group) =>
            group.children.length === 0 ? (
              <li key={group.id}>
                <MenuLeaf item={group} collapsed={collapsed} token={token} />
              </li>
            ) : (
              <li key={group.id} className={openGroups.has(group.id) || group.id === activeGroup ? 'is-open' : ''}>
                <button
                  type="button"
                  className="lc-side-menu__group"
                  aria-expanded={openGroups.has(group.id) || group.id === activeGroup}
                  title={collapsed ? group.title : undefined}
                  onClick={() => {
                    if (collapsed) $sidebarCollapsed.set(false);
                    toggle(group.id);
                  }}
                >
                  <MenuIcon name={group.icon} />
                  <span className="lc-side-menu__label">{group.title}</span>
                  <svg className="lc-side-menu__caret" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true"><path d="M3 4.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
                </button>
                <ul className="lc-side-menu__items">
                  {group.children.map((item) => (
                    <li key={item.id}>
                      <MenuLeaf item={item} collapsed={collapsed} token={token} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
