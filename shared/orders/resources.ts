/**
 * What the console's screen kit knows of orders: the order centre's list with its filters in the
 * address, one order with its ledger lines, and the export. Orders are written on the student side, so the
 * resource lists only; refunds (after-sale) make it stale.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import { saveDownload } from '@shared/api/download.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import * as api from './client.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, type Order, type OrderChannel, type OrderDetail, type OrderQuery, type OrderStatus } from './types.ts';

/** /order/center's state in the address bar: '' is "any" */
export type OrderListState = Paging & {
  status: '' | OrderStatus;
  kind: '' | ProductKind;
  channel: '' | OrderChannel;
  from: string;
  to: string;
  keyword: string;
};

export const ORDER_STATUS_CHOICES: readonly OrderListState['status'][] = ['', ...ORDER_STATUSES];
export const ORDER_KIND_CHOICES: readonly OrderListState['kind'][] = ['', 'course', 'content', 'column', 'planet'];
export const ORDER_CHANNEL_CHOICES: readonly OrderListState['channel'][] = ['', ...ORDER_CHANNELS];

/** The list state as the calls' filter: dates as 00:00:00 and 23:59:59 (spec §9). */
function orderFilterOf(state: Omit<OrderListState, 'page' | 'pageSize'>): Omit<OrderQuery, 'page' | 'pageSize'> {
  return {
    ...(isCalendarDate(state.from) ? { startAt: dayStartSeconds(state.from) } : {}),
    ...(isCalendarDate(state.to) ? { endAt: dayEndSeconds(state.to) } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.kind ? { productKind: state.kind } : {}),
    ...(state.channel ? { channel: state.channel } : {}),
    ...(state.keyword.trim() ? { keyword: state.keyword.trim() } : {}),
  };
}

export const ordersResource: Resource<Order, OrderListState> = {
  name: 'orders/list',
  list: (q) => api.fetchOrders({ page: q.page, pageSize: q.pageSize, ...orderFilterOf(q) }),
};

/** One order with its gifts and ledger transactions. */
export const orderSource: RecordSource<OrderDetail, { id: number }> = { name: 'orders/detail', read: (q) => api.fetchOrder(q.id) };

/** Every order of the list's filter as an .xlsx, saved by the browser. */
export async function exportOrders(state: OrderListState): Promise<void> {
  saveDownload(await api.downloadOrders(orderFilterOf(state)));
}
