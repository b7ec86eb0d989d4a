import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { planetZhCN } from './texts-zh-CN.ts';

const titles = {
  '/planet/list': '我的星球',
  '/planet/editPlanet': '编辑星球',
  '/p/planet/editPlanet': '编辑星球',
  '/planet/detail': '星球详情',
  '/p/planet/detail': '星球详情',
  '/planet/detail/setting': '星球设置',
  '/p/planet/detail/setting': '星球设置',
  '/p/planet/list': '我的星球',
};

/** a planet's editor and detail are opened from the planet list, the detail's sections (every area's) from the detail */
const parentsIn = (base: '' | '/p'): Record<string, RouteParent> => ({
  [`${base}/planet/editPlanet`]: { path: `${base}/planet/list` },
  [`${base}/planet/detail`]: { path: `${base}/planet/list` },
  [`${base}/planet/detail/*`]: { path: `${base}/planet/detail`, keep: ['id'] },
});

/** The planets area's shared manifest (listed in shared/areas.ts). */
export const planetsArea: SharedArea<typeof planetZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/planet/list': 'My planets',
      '/planet/editPlanet': 'Edit planet',
      '/p/planet/editPlanet': 'Edit planet',
      '/planet/detail': 'Planet details',
      '/p/planet/detail': 'Planet details',
      '/planet/detail/setting': 'Planet settings',
      '/p/planet/detail/setting': 'Planet settings',
      '/p/planet/list': 'My planets',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: { ...parentsIn(''), ...parentsIn('/p') },
};
