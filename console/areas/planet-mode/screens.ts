import type { Screen } from '../../app/routes.ts';

/** Screens of planet member mode's own pages and its four extra detail children (issue 6), both modes; each lazily loaded. */
export const PLANET_MODE_SCREENS: Record<string, Screen> = {};
