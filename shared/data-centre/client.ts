import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { DATA_CENTRE_PATHS } from './paths.ts';
import type { SalesQuery, SalesReport } from './types.ts';

/** The sales of a range of China-time days, with the previous period of the same length. */
export async function fetchSalesReport(query: SalesQuery): Promise<SalesReport> {
  return dataOf(await api().get<SalesReport>(DATA_CENTRE_PATHS.sales, query));
}

/** The report's days as an .xlsx. */
export function downloadSales(query: SalesQuery): Promise<Download> {
  return fetchDownload(DATA_CENTRE_PATHS.salesExport, query, `销售数据_${query.start}_${query.end}.xlsx`);
}
