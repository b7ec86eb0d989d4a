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
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { HELP_ARTICLES } from '@server/areas/help/articles-seed.ts';
import { HELP_ARTICLES_EN } from '@server/areas/help/articles-seed-en.ts';

const entriesOf = (mode: 'teacher' | 'planet') => CATALOGUE[mode].flatMap((entry) => [entry, ...(entry.children ?? [])]);

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

describe('one name per page', () => {
  it('the menu names a page as its title and breadcrumb do', () => {
    const differing = (['teacher', 'planet'] as const)
      .flatMap(entriesOf)
      .filter((entry) => ROUTE_TITLES_ZH[entry.path] !== undefined && ROUTE_TITLES_ZH[entry.path] !== entry.title)
      .map((entry) => `${entry.path}: menu ${entry.title}, page ${ROUTE_TITLES_ZH[entry.path]}`);
    expect(differing).toEqual([]);
  });

  it('the help articles lead through the menu by the names it shows', () => {
    const groups = (['teacher', 'planet'] as const).flatMap((mode) => CATALOGUE[mode]).filter((group) => group.children);
    const trails = new Set(groups.flatMap((group) => group.children!.map((leaf) => `${group.title} → ${leaf.title}`)));
    const named = HELP_ARTICLES.flatMap((article) => [...article.body.matchAll(/「([^」]+ → [^」]+)」/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((trail) => !trails.has(trail))).toEqual([]);
    // English has no quotation marks around a trail: what stands either side of each arrow must be a group and its leaf
    const arrows = HELP_ARTICLES_EN.flatMap((article) => [...article.body.matchAll(/ → /g)].map((match) => ({ before: article.body.slice(0, match.index), after: article.body.slice(match.index + 3) })));
    const leading = ({ before, after }: { before: string; after: string }) =>
      groups.some((group) => before.endsWith(MENU_TITLES_EN[group.path]!) && group.children!.some((leaf) => after.startsWith(ROUTE_TITLES_EN[leaf.path]!)));
    expect(arrows.length).toBeGreaterThan(1);
    expect(arrows.filter((arrow) => !leading(arrow)).map(({ before, after }) => `${before.slice(-20)} → ${after.slice(0, 20)}`)).toEqual([]);
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
