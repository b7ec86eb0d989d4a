import { describe, expect, it } from 'vitest';
import type { MenuModule } from '@shared/menu/types.ts';
import { localiseMenu } from '@shared/menu/localise.ts';
import { CATALOGUE, type CatalogEntry, type CatalogLeaf } from './catalog.ts';

const asModule = (entry: CatalogEntry | CatalogLeaf, id = 0): MenuModule => ({
  id, pid: 0, path: entry.path, src: '', icon: '', name: entry.name ?? '', title: entry.title, status: 1, sort_num: id,
  children: 'children' in entry ? (entry.children ?? []).map((leaf, n) => asModule(leaf, id * 100 + n)) : [],
});
import { MENU_TITLES_EN, ROUTE_TITLES_EN } from '@shared/i18n/route-titles/en.ts';
import { pagesOpening } from '@shared/menu/route-pages.ts';
import { ROUTES } from '@console/app/routes.ts';

describe('the menu catalogue in English', () => {
  it('has an English title for every group and entry the server seeds', () => {
    const untitled = Object.values(CATALOGUE)
      .flatMap((entries) => entries.flatMap((entry) => [entry, ...(entry.children ?? [])]))
      .filter((entry) => !(ROUTE_TITLES_EN[entry.path] ?? MENU_TITLES_EN[entry.path] ?? (entry.name ? MENU_TITLES_EN[entry.name] : undefined)))
      .map((entry) => `${entry.title} ${entry.path}`);
    expect(untitled).toEqual([]);
  });

  it('names each group apart from its pages, so a role editor\'s group and page checkboxes read apart', () => {
    const shared = Object.values(CATALOGUE)
      .flatMap((entries) => localiseMenu(entries.map(asModule), 'en'))
      .flatMap((group) => group.children.filter((page) => page.title === group.title).map((page) => `${group.title} ${page.path}`));
    expect(shared).toEqual([]);
  });

  it('calls 资源包 resource packages, apart from the SaaS plans', () => {
    expect(ROUTE_TITLES_EN['/package']).toBe('Resource packages');
  });
});

describe('the console routes and the catalogue’s pages', () => {
  const menuPaths = (mode: 'teacher' | 'planet') =>
    new Set(CATALOGUE[mode].flatMap((entry) => (entry.children ? entry.children.filter((leaf) => !leaf.external).map((leaf) => leaf.path) : [entry.path])));
  const allPaths = new Set([...menuPaths('teacher'), ...menuPaths('planet')]);

  it('places every private route under a page of the catalogue, or opens it to every signed-in account', () => {
    const unplaced = ROUTES.filter((route) => route.access === 'private')
      .filter((route) => {
        const pages = pagesOpening(route.path);
        return pages.length > 0 && !pages.some((page) => allPaths.has(page));
      })
      .map((route) => route.path);
    expect(unplaced).toEqual([]);
  });

  it('opens a route only through a page of its own mode', () => {
    const crossed = ROUTES.filter((route) => route.access === 'private').filter((route) => {
      const own = menuPaths(route.layout === 'planet' ? 'planet' : 'teacher');
      const pages = pagesOpening(route.path);
      return pages.length > 0 && !pages.some((page) => own.has(page));
    });
    expect(crossed.map((route) => route.path)).toEqual([]);
  });
});
