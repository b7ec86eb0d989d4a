import type { SharedArea } from '@shared/area-manifest.ts';
import type { packagesZhCN } from './texts-zh-CN.ts';

const titles = {
  '/package': '资源包',
};

/** The packages area's shared manifest (listed in shared/areas.ts). */
export const packagesArea: SharedArea<typeof packagesZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/package': 'Resource packages',
    } satisfies Record<keyof typeof titles, string>,
  },
};
