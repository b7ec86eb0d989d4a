import type { Generated } from 'kysely';
import type { PackageKind } from '@shared/packages/types.ts';
import type { PaymentOrderColumns } from '@server/areas/funds/payment-order-columns.ts';

/** The packages on sale: the platform's catalogue, inserted by migration 043 like the SaaS plans. */
export interface ResourcePackagesTable {
  id: Generated<number>;
  code: string;
  kind: PackageKind;
  name: string;
  /** storage: bytes added to the quota; traffic: bytes added to each month's allowance */
  bytes: number;
  /** days a package runs from its payment */
  days: number;
  /** fen */
  price: number;
  sort: number;
}

/** An order of a package, through the payment stand-in (server/areas/funds/payment-standin.ts). */
export interface PackageOrdersTable extends PaymentOrderColumns {
  package_id: number;
}

/** What a paid order gives: `bytes` of `kind` from `started_at` until `expires_at` (a refund ends it then). */
interface PackageGrantsTable {
  id: Generated<number>;
  owner_id: number;
  package_id: number;
  order_id: number;
  kind: PackageKind;
  bytes: number;
  started_at: number;
  expires_at: number;
}

export interface PackageTables {
  resource_packages: ResourcePackagesTable;
  package_orders: PackageOrdersTable;
  package_grants: PackageGrantsTable;
}
