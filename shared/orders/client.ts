/** The order calls (docs/api.md "Orders"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { ORDER_PATHS as PATHS } from './paths.ts';
import type { Order, OrderDetail, OrderQuery } from './types.ts';
import type { Shop, ShopOrder, ShopOrderQuery, ShopSync } from './shop-types.ts';

type OrderFilterQuery = Omit<OrderQuery, 'page' | 'pageSize'>;

const filterParams = (q: OrderFilterQuery) => ({
  start_at: q.startAt,
  end_at: q.endAt,
  status: q.status,
  product_kind: q.productKind,
  channel: q.channel,
  keyword: q.keyword || undefined,
});

export const fetchOrders = async (q: OrderQuery): Promise<Page<Order>> => pageOf<Order>(await api().get(PATHS.findList, { page: q.page, pageSize: q.pageSize, ...filterParams(q) }));
export const fetchOrder = async (id: number): Promise<OrderDetail> => dataOf(await api().get<OrderDetail>(PATHS.detail, { id }));
export const downloadOrders = (q: OrderFilterQuery): Promise<Download> => fetchDownload(PATHS.export, filterParams(q), 'orders.xlsx');

export const fetchShopOrders = async (q: ShopOrderQuery): Promise<Page<ShopOrder>> =>
  pageOf<ShopOrder>(await api().get(PATHS.shopList, { page: q.page, pageSize: q.pageSize, shop: q.shop, status: q.status, start_at: q.startAt, end_at: q.endAt, keyword: q.keyword || undefined }));
export const fetchShopSyncs = async (): Promise<ShopSync[]> => pageOf<ShopSync>(await api().get(PATHS.shopSyncs, {})).rows;
export const syncShop = async (shop: Shop): Promise<ShopSync & { added: number; updated: number }> => dataOf(await api().postJson(PATHS.shopSync, { shop }));
