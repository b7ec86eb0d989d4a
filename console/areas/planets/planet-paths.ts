import type { Translate } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';

/** Whether a console path is in planet member mode (/p/…), whose planet screens mirror the teacher centre's. */
const isPlanetMode = (pathname: string) => pathname.startsWith('/p/');

/** The planet editor of the current mode: a new planet, or `?id=` to edit one. */
export function editPlanetPath(pathname: string, id?: number): string {
  const path = isPlanetMode(pathname) ? '/p/planet/editPlanet' : '/planet/editPlanet';
  return id === undefined ? path : `${path}?id=${id}`;
}

export function planetListPath(pathname: string): string {
  return isPlanetMode(pathname) ? '/p/planet/list' : '/planet/list';
}

/** '1 年', '永久有效'. */
export function planetTerm(planet: Pick<Planet, 'time_mode' | 'time_unit' | 'time_value'>, t: Translate): string {
  if (planet.time_mode === 2) return t('planet.termForever');
  return t('planet.termN', { n: planet.time_value, unit: t(`planet.unit.${planet.time_unit}`) });
}

/** The sections of a planet's detail shown as tabs, in order (spec §2 "/planet/detail with children"). */
const PLANET_DETAIL_TABS = ['overview', 'active', 'tags', 'ask', 'columns', 'configs', 'cards', 'homework', 'member', 'data', 'menus', 'setting'] as const;

/** Planet member mode's detail has four more (spec §2 "/p/planet/detail with the same children plus …"). */
const PLANET_MODE_DETAIL_TABS = ['wechatGroup', 'liveList', 'planetBook', 'course'] as const;

/** Every child of /planet/detail: the tabs, and the lists opened from a plan ('cards/punchcardList', 'homework/homeworkList'). */
export type PlanetDetailTab = (typeof PLANET_DETAIL_TABS)[number] | (typeof PLANET_MODE_DETAIL_TABS)[number];
export type PlanetDetailSection = PlanetDetailTab | 'cards/punchcardList' | 'homework/homeworkList';

/** The tab a section is under: a plan's list under its plan's tab. */
export function tabOf(section: PlanetDetailSection): PlanetDetailTab {
  if (section === 'cards/punchcardList') return 'cards';
  if (section === 'homework/homeworkList') return 'homework';
  return section;
}

/** The tabs of the current mode. */
export function planetDetailTabs(pathname: string): PlanetDetailTab[] {
  return isPlanetMode(pathname) ? [...PLANET_DETAIL_TABS, ...PLANET_MODE_DETAIL_TABS] : [...PLANET_DETAIL_TABS];
}

/**
 * A section of one planet's detail in the current mode: /planet/detail?id=, /planet/detail/setting?id=; `extra`
 * adds query parameters (a plan's id for its card list).
 */
export function planetDetailPath(pathname: string, id: number, section: PlanetDetailSection = 'overview', extra: Record<string, string | number> = {}): string {
  const base = isPlanetMode(pathname) ? '/p/planet/detail' : '/planet/detail';
  const query = new URLSearchParams({ id: String(id) });
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return `${section === 'overview' ? base : `${base}/${section}`}?${query.toString()}`;
}
