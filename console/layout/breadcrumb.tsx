import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { parentHref, routeAncestors } from '@shared/i18n/route-parents.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { locateInMenu } from './use-menu.ts';
import { routeTitle } from '@console/app/route-title.ts';
import { $pageTrail } from '@console/kit/page-trail.ts';

/**
 * Home › group › page, from the menu tree (falls back to the route's own title). A page without a menu entry shows
 * the routes it sits under first (shared/i18n/route-parents.ts: a planet's detail under 我的星球), or the list its
 * record is found in, which a page of one record tells once it has read it (console/kit/page-trail.ts: a course's
 * lessons under 视频课 or 音频课); that record's name comes before the page's.
 */
export function Breadcrumb({ menu, home }: { menu: MenuModule[]; home: string }) {
  const { pathname, search } = useLocation();
  const t = useStore($t);
  const stored = useStore($pageTrail);
  const trail = stored?.path === pathname ? stored : null;
  const { group, item } = locateInMenu(menu, pathname);
  const under = !item && trail?.under ? trail.under : undefined;
  const chain = item ? [] : under ? [{ path: under }] : routeAncestors(pathname);
  const anchor = chain[0] ? locateInMenu(menu, chain[0].path) : {};
  const pageTitle = pathname === home ? undefined : (item?.path === pathname ? item.title : routeTitle(pathname)) ?? t('notFound.title');
  const crumbs: { label: string; to?: string; record?: boolean }[] = [{ label: t('shell.home'), to: pathname === home ? undefined : home }];
  const shownGroup = group ?? anchor.group;
  if (shownGroup && shownGroup.path !== home) crumbs.push({ label: shownGroup.title });
  if (item && item.path !== pathname && item.path !== home) crumbs.push({ label: item.title, to: item.path });
  const query = new URLSearchParams(search);
  for (const parent of chain) {
    const label = anchor.item?.path === parent.path ? anchor.item.title : routeTitle(parent.path);
    if (label && parent.path !== home) crumbs.push({ label, to: parentHref(parent, query) });
  }
  if (trail?.record) crumbs.push({ ...trail.record, record: true });
  if (pageTitle) crumbs.push({ label: pageTitle });
  return (
    <nav aria-label={t('shell.breadcrumb')} className="lc-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className={crumb.record ? 'lc-breadcrumb__record' : undefined} title={crumb.record ? crumb.label : undefined} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
