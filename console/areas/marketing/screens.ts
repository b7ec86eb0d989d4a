import type { Screen } from '@console/app/screen.ts';

const couponForm: Screen = () => import('./coupon-form-page.tsx');

/** Screens of spec §2 "Marketing", each lazily loaded. */
export const MARKETING_SCREENS: Record<string, Screen> = {
  '/marketing/coupon': () => import('./coupon-list-page.tsx'),
  '/marketing/coupon/add': couponForm,
  '/marketing/coupon/edit': couponForm,
  '/marketing/coupon/code': () => import('./coupon-code-page.tsx'),
  // campaigns: each kind's create and edit share one page
  '/marketing/limited': () => import('./flash-list-page.tsx'),
  '/marketing/limited/create': () => import('./flash-form-page.tsx'),
  '/marketing/limited/edit': () => import('./flash-form-page.tsx'),
  '/marketing/group': () => import('./group-list-page.tsx'),
  '/marketing/group/create': () => import('./group-form-page.tsx'),
  '/marketing/group/edit': () => import('./group-form-page.tsx'),
  '/marketing/course': () => import('./gift-list-page.tsx'),
  '/marketing/course/create': () => import('./gift-form-page.tsx'),
  '/marketing/course/edit': () => import('./gift-form-page.tsx'),
  '/marketing/packet': () => import('./packet-list-page.tsx'),
  '/marketing/packet/create': () => import('./packet-form-page.tsx'),
  '/marketing/packet/edit': () => import('./packet-form-page.tsx'),
  '/marketing/page': () => import('./page-list-page.tsx'),
};
