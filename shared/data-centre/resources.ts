import type { RecordSource } from '@shared/api/record-source.ts';
import { saveDownload } from '@shared/api/download.ts';
import { downloadSales, fetchSalesReport } from './client.ts';
import type { SalesQuery, SalesReport } from './types.ts';

/** Every data centre answer is under this name. */
export const DATA_CENTRE = 'data-centre';

export const salesReportRecord: RecordSource<SalesReport, SalesQuery> = {
  name: `${DATA_CENTRE}/sales`,
  read: (q) => fetchSalesReport(q),
};

/** The report's days as an .xlsx, saved by the browser. */
export async function exportSales(query: SalesQuery): Promise<void> {
  saveDownload(await downloadSales(query));
}
