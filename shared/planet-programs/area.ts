import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { planetProgramsZhCN } from './texts-zh-CN.ts';

const titles = {
  '/planet/detail/configs': '星球专题',
  '/p/planet/detail/configs': '星球专题',
  '/planet/detail/cards': '打卡计划',
  '/p/planet/detail/cards': '打卡计划',
  '/planet/detail/cards/punchcardList': '打卡记录',
  '/p/planet/detail/cards/punchcardList': '打卡记录',
  '/planet/detail/homework': '星球作业',
  '/p/planet/detail/homework': '星球作业',
  '/planet/detail/homework/homeworkList': '作业提交',
  '/p/planet/detail/homework/homeworkList': '作业提交',
  '/planet/detail/ask': '星球问答',
  '/p/planet/detail/ask': '星球问答',
};

/** a plan's punch cards and a homework's submissions are opened from the plan's and the homework's list */
const parentsIn = (base: '' | '/p'): Record<string, RouteParent> => ({
  [`${base}/planet/detail/cards/punchcardList`]: { path: `${base}/planet/detail/cards`, keep: ['id'] },
  [`${base}/planet/detail/homework/homeworkList`]: { path: `${base}/planet/detail/homework`, keep: ['id'] },
});

/** The planet-programs area's shared manifest (listed in shared/areas.ts). */
export const planetProgramsArea: SharedArea<typeof planetProgramsZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/planet/detail/configs': 'Planet specials',
      '/p/planet/detail/configs': 'Planet specials',
      '/planet/detail/cards': 'Punch-card plans',
      '/p/planet/detail/cards': 'Punch-card plans',
      '/planet/detail/cards/punchcardList': 'Punch cards',
      '/p/planet/detail/cards/punchcardList': 'Punch cards',
      '/planet/detail/homework': 'Planet homework',
      '/p/planet/detail/homework': 'Planet homework',
      '/planet/detail/homework/homeworkList': 'Homework submissions',
      '/p/planet/detail/homework/homeworkList': 'Homework submissions',
      '/planet/detail/ask': 'Planet Q&A',
      '/p/planet/detail/ask': 'Planet Q&A',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: { ...parentsIn(''), ...parentsIn('/p') },
};
