import type { SharedArea } from '@shared/area-manifest.ts';
import type { planetThemesZhCN } from './texts-zh-CN.ts';

const titles = {
  '/planet/detail/active': '星球动态',
  '/p/planet/detail/active': '星球动态',
  '/planet/detail/columns': '星球专栏',
  '/p/planet/detail/columns': '星球专栏',
  '/planet/detail/tags': '星球话题',
  '/p/planet/detail/tags': '星球话题',
};

/** The planet-themes area's shared manifest (listed in shared/areas.ts). */
export const planetThemesArea: SharedArea<typeof planetThemesZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/planet/detail/active': 'Planet feed',
      '/p/planet/detail/active': 'Planet feed',
      '/planet/detail/columns': 'Planet columns',
      '/p/planet/detail/columns': 'Planet columns',
      '/planet/detail/tags': 'Planet topics',
      '/p/planet/detail/tags': 'Planet topics',
    } satisfies Record<keyof typeof titles, string>,
  },
};
