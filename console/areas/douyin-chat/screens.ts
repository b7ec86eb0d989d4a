import type { Screen } from '@console/app/screen.ts';

/** Screens of the douyin-chat area (spec §6 hybrid_douyin_chat); each lazily loaded. */
export const DOUYIN_CHAT_SCREENS: Record<string, Screen> = {
  '/user/groups': () => import('./groups-page.tsx'),
  '/groups/autoreply': () => import('./autoreply-page.tsx'),
  '/database/costomer': () => import('./customers-page.tsx'),
};
