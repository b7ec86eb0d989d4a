import type { SharedArea } from '@shared/area-manifest.ts';

const titles = {
  '/setting/guide': '新手引导',
  '/guide/index': '新手引导',
};

/** The guide area on the shared side (listed in shared/areas.ts): its page titles. */
export const guideArea: SharedArea = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/guide': 'Beginner guide',
      '/guide/index': 'Beginner guide',
    } satisfies Record<keyof typeof titles, string>,
  },
};
