/**
 * Media traffic: the bytes the media routes served for a teacher's materials, per China-time day and
 * kind, and the monthly allowance they are measured against. Bytes everywhere; days 'YYYY-MM-DD' in China time.
 */
import { Type, type Static } from '@shared/api/schema.ts';
import type { MaterialKind } from '@shared/materials/types.ts';

/** What was served: a video's poster counts as video. */
export type TrafficKind = MaterialKind;

const bytes = Type.Integer({ minimum: 0 });

/** Bytes of each kind. */
const KindBytes = Type.Object({ picture: bytes, audio: bytes, video: bytes, document: bytes });
export type KindBytes = Static<typeof KindBytes>;

/** One day of a range: bytes per kind, their total and the responses that served bytes. */
const TrafficDay = Type.Object({ ...KindBytes.properties, date: Type.String(), total: bytes, requests: Type.Integer() });
export type TrafficDay = Static<typeof TrafficDay>;

/** The sums of a period. */
const TrafficTotals = Type.Object({ ...KindBytes.properties, total: bytes, requests: Type.Integer() });
export type TrafficTotals = Static<typeof TrafficTotals>;

/**
 * This China-time month's traffic against the allowance: the free monthly base (LECTERN_FREE_TRAFFIC_BYTES) plus
 * the monthly bytes of the traffic packages running now. Going over is shown and warned about, never blocked.
 */
export const TrafficAllowance = Type.Object({
  /** 'YYYY-MM' */
  month: Type.String(),
  used: bytes,
  base: bytes,
  packages: bytes,
  allowance: bytes,
});
export type TrafficAllowance = Static<typeof TrafficAllowance>;

export const TrafficReport = Type.Object({
  start: Type.String(),
  end: Type.String(),
  /** every day of the range, oldest first, days without traffic as zeros */
  days: Type.Array(TrafficDay),
  totals: TrafficTotals,
  /** the period of the same length just before */
  previous: Type.Object({ start: Type.String(), end: Type.String(), totals: TrafficTotals }),
  allowance: TrafficAllowance,
});
export type TrafficReport = Static<typeof TrafficReport>;
