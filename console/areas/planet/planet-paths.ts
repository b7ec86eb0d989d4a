import type { Translate } from '../../../shared/i18n/i18n.ts';
import type { Planet } from '../../../shared/planets/types.ts';

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

/** The children of /planet/detail that have screens (spec §2 lists more; they join as they are built). */
export type PlanetDetailSection = 'overview' | 'setting';

/** A section of one planet's detail in the current mode: /planet/detail?id=, /planet/detail/setting?id=. */
export function planetDetailPath(pathname: string, id: number, section: PlanetDetailSection = 'overview'): string {
  const base = isPlanetMode(pathname) ? '/p/planet/detail' : '/planet/detail';
  return `${section === 'overview' ? base : `${base}/${section}`}?id=${id}`;
}
