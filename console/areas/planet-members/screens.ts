import type { Screen } from '@console/app/screen.ts';

const member: Screen = () => import('./member-page.tsx');
const data: Screen = () => import('./data-page.tsx');
const menus: Screen = () => import('./menus-page.tsx');

/** Screens of members (member), statistics (data) and menus, both modes; each lazily loaded. */
export const MEMBER_SCREENS: Record<string, Screen> = {
  '/planet/detail/member': member,
  '/p/planet/detail/member': member,
  '/planet/detail/data': data,
  '/p/planet/detail/data': data,
  '/planet/detail/menus': menus,
  '/p/planet/detail/menus': menus,
};
