import type { SharedArea } from '@shared/area-manifest.ts';
import type { packagesZhCN } from './texts-zh-CN.ts';

const titles = {
  '/package': '资源包',
};

/** The packages area on the shared side (listed in shared/areas.ts): its page titles and the type of its texts. */
export const packagesArea: SharedArea<typeof packagesZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/package': 'Resource packages',
    } satisfies Record<keyof typeof titles, string>,
  },
};
