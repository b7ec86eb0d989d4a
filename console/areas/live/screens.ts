import type { Screen } from '@console/app/screen.ts';

const form: Screen = () => import('./live-form-page.tsx');

/** Screens of spec §2 "Live", each lazily loaded. */
export const LIVE_SCREENS: Record<string, Screen> = {
  '/live/list': () => import('./live-list-page.tsx'),
  '/live/create': form,
  '/live/edit': form,
  '/live/batch': () => import('./live-batch-page.tsx'),
  '/live/soft': () => import('./live-soft-page.tsx'),
};
