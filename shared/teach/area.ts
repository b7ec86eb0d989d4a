import type { SharedArea } from '@shared/area-manifest.ts';
import type { teachZhCN } from './texts-zh-CN.ts';

const titles = {
  '/teach/teacher': '讲师',
  '/teach/book': '教材',
  '/teach/courseware': '课件',
};

/** The teach area's shared manifest (listed in shared/areas.ts). */
export const teachArea: SharedArea<typeof teachZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/teach/teacher': 'Teachers',
      '/teach/book': 'Books',
      '/teach/courseware': 'Courseware',
    } satisfies Record<keyof typeof titles, string>,
  },
};
