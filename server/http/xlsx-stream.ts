/**
 * An .xlsx download streamed as it is written (coupon codes, orders, ledger entries): one sheet, a header
 * row, then the rows as the caller's iterator yields them (a query read a page at a time), through exceljs's
 * streaming writer, so an export of 100,000 rows holds a page and the zip's window in memory, not the workbook. A
 * slow client pauses the reading (the writer waits for the response to drain); a client that goes away stops it.
 *
 * Formula injection: a text cell is written as a string cell (`t="str"` with a `<v>`, never an `<f>`): exceljs
 * writes a formula only for a `{ formula }` value, which this helper never builds, so a buyer's nickname such as
 * `=HYPERLINK(…)` opens as the text it is (xlsx-stream.test.ts reads one back to check). No apostrophe is added: in
 * an .xlsx it would show as part of the text.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxColumn = { header: string; width?: number };
export type XlsxCell = string | number | null;

/** rows written between two looks at the response's back-pressure */
const ROWS_PER_TURN = 200;

/** Writes the workbook into `out`, ending it; stops early (without ending it) when `out` was destroyed. */
export async function writeXlsx(out: PassThrough, sheetName: string, columns: readonly XlsxColumn[], rows: AsyncIterable<readonly XlsxCell[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({ key: `c${i}`, width: column.width ?? 16 }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const row of rows) {
    if (out.destroyed) return;
    sheet.addRow(row.map((cell) => (cell === null ? '' : cell))).commit();
    if (++written % ROWS_PER_TURN === 0) {
      // let the zip catch up, and wait for a slow client before reading more
      await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers an .xlsx download named `fileName`, one sheet with `columns` and the `rows` as they come. Call it once the
 * request has been checked (ownership, 404): from here on the answer is the file, and a failure while writing cuts
 * it short (the client sees a broken download, the log the error).
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, columns: readonly XlsxColumn[], rows: AsyncIterable<readonly XlsxCell[]>): Promise<FastifyReply> {
  const out = new PassThrough();
  const sheetName = fileName.replace(/\.xlsx$/i, '').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';
  writeXlsx(out, sheetName, columns, rows).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(out);
}
