import type { SharedArea } from '@shared/area-manifest.ts';

const titles = {
  '/source': '素材库',
};

/** The materials area's shared manifest (listed in shared/areas.ts). */
export const materialsArea: SharedArea = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/source': 'Material library',
    } satisfies Record<keyof typeof titles, string>,
  },
};
