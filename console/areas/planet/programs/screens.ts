import type { Screen } from '../../../app/routes.ts';

/** Screens of columns, specials (configs), punch cards (cards) and homework (issue 6), both modes; each lazily loaded. */
export const PROGRAM_SCREENS: Record<string, Screen> = {};
