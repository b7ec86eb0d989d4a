/** The sales analysis as an .xlsx: one row per day of the range, the figures of the screen's line chart. */
import type { FastifyReply } from 'fastify';
import type { SalesReport } from '@shared/data-centre/types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';

const SALES_COLUMNS: XlsxColumn[] = [
  { header: '日期', width: 12 },
  { header: '支付订单数', width: 12 },
  { header: '支付金额（元）', width: 16 },
  { header: '退款金额（元）', width: 16 },
  { header: '净收入（元）', width: 16 },
];

async function* salesRowsOf(report: SalesReport): AsyncGenerator<(string | number)[]> {
  for (const d of report.days) yield [d.date, d.orders, fenToYuan(d.gmv), fenToYuan(d.refunded), fenToYuan(d.net)];
  const t = report.totals;
  yield ['合计', t.orders, fenToYuan(t.gmv), fenToYuan(t.refunded), fenToYuan(t.net)];
}

export function sendSalesXlsx(reply: FastifyReply, report: SalesReport): Promise<FastifyReply> {
  const name = `销售数据_${report.start.replace(/-/g, '')}-${report.end.replace(/-/g, '')}.xlsx`;
  return sendXlsx(reply, name, SALES_COLUMNS, salesRowsOf(report));
}
