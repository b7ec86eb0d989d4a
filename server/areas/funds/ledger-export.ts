/**
 * The ledger's export (/accounting/detail): every transaction of the filter as an .xlsx, streamed, in the
 * language the console asks for (`lang`): headers, kinds and descriptions from the funds catalogues.
 */
import type { FastifyReply } from 'fastify';
import type { LedgerAccount } from '@shared/funds/ledger.ts';
import type { LedgerRow } from '@shared/funds/types.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import { interpolate } from '@shared/i18n/interpolate.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import { fundsTexts, type FundsMessageKey } from '@server/http/export-texts.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';

type Texts = (key: FundsMessageKey) => string;

function columnsOf(text: Texts): XlsxColumn[] {
  return [
    { header: text('funds.col.time'), width: 20 },
    { header: text('funds.col.kind'), width: 14 },
    { header: text('funds.col.title'), width: 36 },
    { header: text('funds.export.orderNo'), width: 24 },
    { header: text('funds.export.incomeChange'), width: 14 },
    { header: text('funds.export.frozenChange'), width: 14 },
    { header: text('funds.export.platformFee'), width: 14 },
    { header: text('funds.export.tax'), width: 14 },
  ];
}

async function* rowsOf(rows: AsyncIterable<LedgerRow>, text: Texts): AsyncGenerator<(string | number)[]> {
  for await (const row of rows) {
    const sum = (account: LedgerAccount) => row.lines.filter((line) => line.account === account).reduce((total, line) => total + line.amount, 0);
    yield [
      chinaDateTime(row.created_at),
      text(`funds.kind.${row.kind}`),
      ledgerTitleText(text, row),
      row.order_no ?? '',
      fenToYuan(row.income),
      fenToYuan(row.frozen),
      fenToYuan(sum('platform_fee')),
      fenToYuan(sum('tax')),
    ];
  }
}

export function sendLedgerXlsx(reply: FastifyReply, rows: AsyncIterable<LedgerRow>, nowMs: number, locale: Locale): Promise<FastifyReply> {
  const text = fundsTexts(locale);
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, interpolate(text('funds.export.file'), { day }), columnsOf(text), rowsOf(rows, text));
}
