/** The console's after-sale routes (spec §2 "Orders and after-sale"), and the addresses of one request and one order. */
export const AFTERSALE_ROUTES = {
  refunds: '/aftersale/index',
  appeals: '/aftersale/appeal',
  detail: '/aftersale/detail',
} as const;

export const aftersaleDetailPath = (id: number) => `${AFTERSALE_ROUTES.detail}?id=${id}`;

/** The order centre searching for one order number (its list state keeps the search as `keyword`). */
export const orderCentrePath = (orderNo: string) => `/order/center?keyword=${encodeURIComponent(orderNo)}`;
