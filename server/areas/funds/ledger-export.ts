/** The ledger's export (issue 14, /accounting/detail): every transaction of the filter as an .xlsx, streamed. */
import type { FastifyReply } from 'fastify';
import type { LedgerAccount, LedgerKind } from '@shared/funds/ledger.ts';
import type { LedgerRow } from '@shared/funds/types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';

const KIND: Record<LedgerKind, string> = {
  payment: '订单收入',
  refund: '订单退款',
  withdrawal: '提现申请',
  withdrawal_paid: '提现到账',
  withdrawal_failed: '提现失败退回',
  saas_purchase: '购买平台服务',
  saas_refund: '平台服务退款',
  reward: '分享奖励',
};
const COLUMNS: XlsxColumn[] = [
  { header: '时间', width: 20 },
  { header: '类型', width: 14 },
  { header: '说明', width: 36 },
  { header: '订单号', width: 24 },
  { header: '收入变动（元）', width: 14 },
  { header: '冻结变动（元）', width: 14 },
  { header: '平台服务费（元）', width: 14 },
  { header: '代扣个税（元）', width: 14 },
];

async function* rowsOf(rows: AsyncIterable<LedgerRow>): AsyncGenerator<(string | number)[]> {
  for await (const row of rows) {
    const sum = (account: LedgerAccount) => row.lines.filter((line) => line.account === account).reduce((total, line) => total + line.amount, 0);
    yield [chinaDateTime(row.created_at), KIND[row.kind], row.title, row.order_no ?? '', fenToYuan(row.income), fenToYuan(row.frozen), fenToYuan(sum('platform_fee')), fenToYuan(sum('tax'))];
  }
}

export function sendLedgerXlsx(reply: FastifyReply, rows: AsyncIterable<LedgerRow>, nowMs: number): Promise<FastifyReply> {
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, `资金明细_${day}.xlsx`, COLUMNS, rowsOf(rows));
}
