import type { SharedArea } from '@shared/area-manifest.ts';

const titles = {
  '/setting/guide': '新手引导',
  '/guide/index': '新手引导',
};

/** The guide area's shared manifest (listed in shared/areas.ts). */
export const guideArea: SharedArea = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/guide': 'Beginner guide',
      '/guide/index': 'Beginner guide',
    } satisfies Record<keyof typeof titles, string>,
  },
};
