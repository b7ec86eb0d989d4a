import type { Screen } from '@console/app/screen.ts';

const cards: Screen = () => import('./cards-page.tsx');
const punchcardList: Screen = () => import('./punchcard-list-page.tsx');
const homework: Screen = () => import('./homework-page.tsx');
const homeworkList: Screen = () => import('./homework-list-page.tsx');
const specials: Screen = () => import('./specials-page.tsx');
const ask: Screen = () => import('./ask-page.tsx');

/** Screens of punch cards (cards), homework, specials (configs) and Q&A (ask), in both modes; each lazily loaded. */
export const PROGRAM_SCREENS: Record<string, Screen> = {
  '/planet/detail/cards': cards,
  '/p/planet/detail/cards': cards,
  '/planet/detail/cards/punchcardList': punchcardList,
  '/p/planet/detail/cards/punchcardList': punchcardList,
  '/planet/detail/homework': homework,
  '/p/planet/detail/homework': homework,
  '/planet/detail/homework/homeworkList': homeworkList,
  '/p/planet/detail/homework/homeworkList': homeworkList,
  '/planet/detail/configs': specials,
  '/p/planet/detail/configs': specials,
  '/planet/detail/ask': ask,
  '/p/planet/detail/ask': ask,
};
