import { ROUTE_TITLES_EN } from '@shared/i18n/route-titles/en.ts';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { $locale } from '@shared/i18n/i18n.ts';

export function routeTitle(path: string): string | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ($locale.get() === 'en' ? ROUTE_TITLES_EN : ROUTE_TITLES_ZH)[normalised];
}
