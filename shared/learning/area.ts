import type { SharedArea } from '@shared/area-manifest.ts';
import type { learningZhCN } from './texts-zh-CN.ts';

const titles = {
  '/user/dashboard': '用户概览',
};

/** The learning area's shared manifest (listed in shared/areas.ts). */
export const learningArea: SharedArea<typeof learningZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/user/dashboard': 'Users overview',
    } satisfies Record<keyof typeof titles, string>,
  },
};
