/**
 * Resource packages: storage and traffic bought from the platform through the payment stand-in, as the
 * SaaS plans are (spec §9: pay_channel wx_pub_qr, env 2). Money in fen, sizes in bytes, times unix seconds.
 */
import type { PayChannel, PayEnv, SaasOrderStatus } from '@shared/planet-funds/types.ts';
import type { TrafficAllowance } from '@shared/traffic/types.ts';

/** storage: adds to the storage quota while it runs; traffic: adds to each month's traffic allowance while it runs */
export const PACKAGE_KINDS = ['storage', 'traffic'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** A package on sale. */
export type ResourcePackage = {
  id: number;
  code: string;
  kind: PackageKind;
  name: string;
  bytes: number;
  /** days it runs from its payment */
  days: number;
  /** fen */
  price: number;
};

/** 0 待支付, 1 已支付, 2 已关闭, 3 已退款 (the SaaS orders' statuses) */
export type PackageOrderStatus = SaasOrderStatus;

export type PackageOrder = {
  id: number;
  order_no: string;
  package_id: number;
  /** the package's code, beside its name (a screen names the platform's packages in the reader's language) */
  package_code: string;
  package_name: string;
  kind: PackageKind;
  bytes: number;
  days: number;
  /** fen */
  amount: number;
  pay_channel: PayChannel;
  env: PayEnv;
  status: PackageOrderStatus;
  /** what the QR code encodes (the payment link) */
  qr_payload: string;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  /** paid and within the refund window */
  refundable: boolean;
};

/** What a paid order gives while it runs. */
export type PackageGrant = {
  id: number;
  order_id: number;
  /** the package's code, beside its name */
  package_code: string;
  package_name: string;
  kind: PackageKind;
  bytes: number;
  started_at: number;
  expires_at: number;
};

/** The storage meter: what is stored against the quota (null: unlimited, 高级讲师). */
export type StorageMeter = {
  used: number;
  quota: number | null;
  /** the free quota every account has (LECTERN_FREE_QUOTA_BYTES) */
  base: number;
  /** what the storage packages running now add */
  packages: number;
  canUpload: boolean;
};

/** /package at a glance: the storage meter, this month's traffic allowance and the packages running now. */
export type PackageOverview = {
  storage: StorageMeter;
  traffic: TrafficAllowance;
  /** the grants running now, the soonest to end first */
  grants: PackageGrant[];
};
