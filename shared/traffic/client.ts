import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { TRAFFIC_PATHS } from './paths.ts';
import type { TrafficReport } from './types.ts';

/** The traffic of a range of China-time days ('YYYY-MM-DD'), with the previous period and this month's allowance. */
export async function fetchTrafficReport(start: string, end: string): Promise<TrafficReport> {
  return dataOf(await api().get<TrafficReport>(TRAFFIC_PATHS.report, { start, end }));
}
