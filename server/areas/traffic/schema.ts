import type { TrafficKind } from '@shared/traffic/types.ts';

/** Bytes the media routes served per owner, China-time day and kind; rows are only ever added to. */
interface MediaTrafficDaysTable {
  owner_id: number;
  /** floor((unix seconds + 8 h) / 1 day): the China-time day */
  day: number;
  kind: TrafficKind;
  bytes: number;
  /** responses that served bytes */
  requests: number;
}

export interface TrafficTables {
  media_traffic_days: MediaTrafficDaysTable;
}
