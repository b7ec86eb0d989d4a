/**
 * Rules of the resource packages, shared by the server and the console.
 */
import type { PackageGrant, StorageMeter } from './types.ts';

const PACKAGE_LIMITS = {
  /** the storage meter warns from this share of the quota on, per cent */
  warnPercent: 80,
} as const;

export type MeterState = 'ok' | 'near' | 'full';

/** Whether storage is well within, near (from 80 %) or at its quota; unlimited storage is always ok. */
export function storageState(meter: Pick<StorageMeter, 'used' | 'quota'>): MeterState {
  if (meter.quota === null) return 'ok';
  if (meter.used >= meter.quota) return 'full';
  return meter.used * 100 >= meter.quota * PACKAGE_LIMITS.warnPercent ? 'near' : 'ok';
}

/** Whole days left before a grant ends at `now` (seconds), rounded up; 0 once it has ended. */
export function daysLeft(grant: Pick<PackageGrant, 'expires_at'>, now: number): number {
  return Math.max(0, Math.ceil((grant.expires_at - now) / 86_400));
}

/** A package's size as sold: whole gigabytes ('100 GB'). */
export function packageSize(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 3)} GB`;
}
