import type { Screen } from '../../app/routes.ts';

/** Screens of planet member mode's funds, membership plans and courses (issue 6); each lazily loaded. */
export const PLANET_FUNDS_SCREENS: Record<string, Screen> = {};
