import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { PACKAGE_PATHS as PATHS } from './paths.ts';
import type { PackageOrder, PackageOrderStatus, PackageOverview, ResourcePackage } from './types.ts';

/** The resource package calls (docs/api.md "Resource packages"). */

export async function fetchPackages(): Promise<ResourcePackage[]> {
  return pageOf<ResourcePackage>(await api().get(PATHS.list)).rows;
}

export async function fetchPackageOverview(): Promise<PackageOverview> {
  return dataOf(await api().get<PackageOverview>(PATHS.current));
}

/** Orders a package; `key` makes a repeat of the same click answer the same order (Idempotency-Key). */
export async function createPackageOrder(packageId: number, key: string): Promise<PackageOrder> {
  return dataOf(await api().postJson<PackageOrder>(PATHS.orderCreate, { package_id: packageId, pay_channel: 'wx_pub_qr', env: 2 }, { headers: { 'Idempotency-Key': key } }));
}

export async function fetchPackageOrders(query: { page: number; pageSize: number; status?: PackageOrderStatus }): Promise<Page<PackageOrder>> {
  return pageOf<PackageOrder>(await api().get(PATHS.orderList, query));
}

export async function fetchPackageOrder(id: number): Promise<PackageOrder> {
  return dataOf(await api().get<PackageOrder>(PATHS.orderDetail, { id }));
}

export async function closePackageOrder(id: number): Promise<PackageOrder> {
  return dataOf(await api().postJson<PackageOrder>(PATHS.orderClose, { id }));
}

/** Refunds on the channel and environment the order was paid with; `key` as for an order. */
export async function refundPackageOrder(order: Pick<PackageOrder, 'id' | 'pay_channel' | 'env'>, key: string): Promise<PackageOrder> {
  return dataOf(await api().postJson<PackageOrder>(PATHS.orderRefund, { id: order.id, pay_channel: order.pay_channel, env: order.env }, { headers: { 'Idempotency-Key': key } }));
}
