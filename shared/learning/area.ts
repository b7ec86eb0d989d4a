import type { SharedArea } from '@shared/area-manifest.ts';
import type { learningZhCN } from './texts-zh-CN.ts';

const titles = {
  '/user/dashboard': '用户概览',
};

/** The learning area on the shared side (listed in shared/areas.ts): its page titles and the type of its texts. */
export const learningArea: SharedArea<typeof learningZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/user/dashboard': 'Users overview',
    } satisfies Record<keyof typeof titles, string>,
  },
};
