import type { Screen } from '../../../app/routes.ts';

/** Screens of the feed (active), topics (tags) and Q&A (ask) (issue 6), both modes; each lazily loaded. */
export const THEME_SCREENS: Record<string, Screen> = {};
