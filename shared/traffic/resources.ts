import type { RecordSource } from '@shared/api/record-source.ts';
import { fetchTrafficReport } from './client.ts';
import type { TrafficReport } from './types.ts';

/** Every traffic answer is under this name; a package bought or refunded changes the allowance in it. */
export const TRAFFIC = 'traffic';

export const trafficReportRecord: RecordSource<TrafficReport, { start: string; end: string }> = {
  name: `${TRAFFIC}/report`,
  read: (q) => fetchTrafficReport(q.start, q.end),
};
