import type { Screen } from '../../../app/routes.ts';

/** Screens of members (member), statistics (data) and menus (issue 6), both modes; each lazily loaded. */
export const MEMBER_SCREENS: Record<string, Screen> = {};
