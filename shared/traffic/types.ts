/**
 * Media traffic: the bytes the media routes served for a teacher's materials, per China-time day and
 * kind, and the monthly allowance they are measured against. Bytes everywhere; days 'YYYY-MM-DD' in China time.
 */
import type { MaterialKind } from '@shared/materials/types.ts';

/** What was served: a video's poster counts as video. */
export type TrafficKind = MaterialKind;

/** Bytes of each kind. */
export type KindBytes = Record<TrafficKind, number>;

/** One day of a range: bytes per kind, their total and the responses that served bytes. */
export type TrafficDay = KindBytes & { date: string; total: number; requests: number };

/** The sums of a period. */
export type TrafficTotals = KindBytes & { total: number; requests: number };

/**
 * This China-time month's traffic against the allowance: the free monthly base (LECTERN_FREE_TRAFFIC_BYTES) plus
 * the monthly bytes of the traffic packages running now. Going over is shown and warned about, never blocked.
 */
export type TrafficAllowance = {
  /** 'YYYY-MM' */
  month: string;
  used: number;
  base: number;
  packages: number;
  allowance: number;
};

export type TrafficReport = {
  start: string;
  end: string;
  /** every day of the range, oldest first, days without traffic as zeros */
  days: TrafficDay[];
  totals: TrafficTotals;
  /** the period of the same length just before */
  previous: { start: string; end: string; totals: TrafficTotals };
  allowance: TrafficAllowance;
};
