import type { SharedArea } from '@shared/area-manifest.ts';
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

/** The planets area on the shared side (listed in shared/areas.ts): its page titles and the type of its texts. */
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
};
