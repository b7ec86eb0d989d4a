/** The streamed .xlsx: a real workbook, text written as text (no formula from a cell that looks like one). */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxCell } from './xlsx-stream.ts';

async function workbookOf(rows: XlsxCell[][]): Promise<{ bytes: Buffer; sheet: ExcelJS.Worksheet }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  async function* each() {
    yield* rows;
  }
  await writeXlsx(out, '表', [{ header: '文本' }, { header: '数字', width: 8 }], each());
  await ended;
  const bytes = Buffer.concat(chunks);
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(Readable.from([bytes]));
  return { bytes, sheet: book.worksheets[0]! };
}

describe('writeXlsx', () => {
  it('writes one sheet: the header, then the rows as they come', async () => {
    const { bytes, sheet } = await workbookOf([['甲', 1.5], ['乙', null], [null, 0]]);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(sheet.name).toBe('表');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, '文本', '数字']);
    expect(sheet.getRow(2).values).toEqual([undefined, '甲', 1.5]);
    expect(sheet.getRow(4).getCell(2).value).toBe(0);
  });

  it('keeps text that starts like a formula as text: no formula is ever written', async () => {
    const tricky = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '=HYPERLINK("https://example.com","点我")', '\t=1+1'];
    const { sheet } = await workbookOf(tricky.map((text) => [text, 1]));
    tricky.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.value, text).toBe(text);
      expect(cell.formula, text).toBeUndefined();
    });
  });
});
