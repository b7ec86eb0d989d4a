import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { TRAFFIC } from '@shared/traffic/resources.ts';
import { closePackageOrder, createPackageOrder, fetchPackageOrder, fetchPackageOrders, fetchPackageOverview, fetchPackages, refundPackageOrder } from './client.ts';
import type { PackageOrder, PackageOverview, ResourcePackage } from './types.ts';

/** Every package answer is under this name: an order paid, closed or refunded makes all of it stale. */
const PACKAGES = 'packages';

/** What a package bought or refunded makes stale: the packages' answers and the traffic allowance. */
export const PACKAGE_AFFECTS = [PACKAGES, TRAFFIC];

export const packageCatalogueRecord: RecordSource<ResourcePackage[], object> = { name: `${PACKAGES}/catalogue`, read: () => fetchPackages() };

export const packageOverviewRecord: RecordSource<PackageOverview, object> = { name: `${PACKAGES}/current`, read: () => fetchPackageOverview() };

export type PackageOrderListState = Paging;
export const packageOrdersResource: Resource<PackageOrder, PackageOrderListState> = {
  name: `${PACKAGES}/orders`,
  // a closed or refunded order changes the quota, the allowance and the packages running
  affects: PACKAGE_AFFECTS,
  list: (q) => fetchPackageOrders({ page: q.page, pageSize: q.pageSize }),
};

/** One order, read again while it waits for its payment. */
export const packageOrderRecord: RecordSource<PackageOrder, { id: number }> = { name: `${PACKAGES}/order`, read: (q) => fetchPackageOrder(q.id) };

/** The package writes; run them through the kit's `change(…, PACKAGE_AFFECTS)`. */
export const packageWrites = {
  buy: (item: ResourcePackage, key: string) => createPackageOrder(item.id, key),
  closeOrder: (order: PackageOrder) => closePackageOrder(order.id),
  refundOrder: (order: PackageOrder, key: string) => refundPackageOrder(order, key),
};
