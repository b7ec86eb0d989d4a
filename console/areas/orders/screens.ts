import type { Screen } from '@console/app/screen.ts';

/** Screens of the orders area; each lazily loaded. */
export const ORDER_SCREENS: Record<string, Screen> = {
  '/order/center': () => import('./order-center-page.tsx'),
  '/order/manage': () => import('./shop-orders-page.tsx'),
};
