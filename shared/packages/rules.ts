/**
 * Rules of the resource packages, shared by the server and the console.
 */
import type { PackageGrant, StorageMeter } from './types.ts';

export const PACKAGE_LIMITS = {
  /** the storage meter warns from this share of the quota on, per cent */
  warnPercent: 80,
} as const;

/** The share of `quota` that `used` takes, per cent, 0–100 (a meter's fill; over the quota it is full). */
export function usedPercent(used: number, quota: number): number {
  if (quota <= 0) return 100;
  return Math.min(100, Math.round((used / quota) * 1000) / 10);
}

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
