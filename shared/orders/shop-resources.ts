/**
 * What the console's screen kit knows of the external shops' orders (/order/manage): the list with its
 * filters in the address, each shop's last sync, and a sync now.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { SHOP_ORDER_STATUSES, SHOPS, type Shop, type ShopOrder, type ShopOrderStatus, type ShopSync } from './shop-types.ts';

export type ShopOrderListState = Paging & { shop: '' | Shop; status: '' | ShopOrderStatus; from: string; to: string; keyword: string };

export const SHOP_CHOICES: readonly ShopOrderListState['shop'][] = ['', ...SHOPS];
export const SHOP_STATUS_CHOICES: readonly ShopOrderListState['status'][] = ['', ...SHOP_ORDER_STATUSES];

export const shopOrdersResource: Resource<ShopOrder, ShopOrderListState> = {
  name: 'orders/shop',
  list: (q) =>
    api.fetchShopOrders({
      page: q.page,
      pageSize: q.pageSize,
      ...(q.shop ? { shop: q.shop } : {}),
      ...(q.status ? { status: q.status } : {}),
      ...(isCalendarDate(q.from) ? { startAt: dayStartSeconds(q.from) } : {}),
      ...(isCalendarDate(q.to) ? { endAt: dayEndSeconds(q.to) } : {}),
      keyword: q.keyword.trim(),
    }),
};

export const shopSyncsSource: RecordSource<ShopSync[], object> = { name: 'orders/shop/syncs', read: () => api.fetchShopSyncs() };

/** Pulls a shop's orders now; the list and the sync times are fetched again. */
export const syncShopNow = (shop: Shop) => api.syncShop(shop);
