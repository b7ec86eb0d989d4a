import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { locateInMenu } from './use-menu.ts';
import { routeTitle } from '@console/app/route-title.ts';

/** Home › group › page, from the menu tree (falls back to the route's own title). */
export function Breadcrumb({ menu, home }: { menu: MenuModule[]; home: string }) {
  const { pathname } = useLocation();
  const t = useStore($t);
  const { group, item } = locateInMenu(menu, pathname);
  const pageTitle = pathname === home ? undefined : (item?.path === pathname ? item.title : routeTitle(pathname)) ?? t('notFound.title');
  const crumbs: { label: string; to?: string }[] = [{ label: t('shell.home'), to: pathname === home ? undefined : home }];
  if (group && group.path !== home) crumbs.push({ label: group.title });
  if (item && item.path !== pathname && item.path !== home) crumbs.push({ label: item.title, to: item.path });
  if (pageTitle) crumbs.push({ label: pageTitle });
  return (
    <nav aria-label={t('shell.breadcrumb')} className="lc-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
