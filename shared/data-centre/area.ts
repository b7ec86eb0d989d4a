import type { SharedArea } from '@shared/area-manifest.ts';
import type { dataCentreZhCN } from './texts-zh-CN.ts';

const titles = {
  '/database/analysis': '销售数据',
  '/database/course': '课程数据',
  '/database/student': '学员数据',
  '/database/living': '直播数据',
};

/** The data-centre area's shared manifest (listed in shared/areas.ts). */
export const dataCentreArea: SharedArea<typeof dataCentreZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/database/analysis': 'Sales',
      '/database/course': 'Course data',
      '/database/student': 'Student data',
      '/database/living': 'Live data',
    } satisfies Record<keyof typeof titles, string>,
  },
};
