/**
 * /setting/record's export: every line of the list's filter as an .xlsx, streamed from a keyset walk
 * (read.ts `each`), in the language the console asks for (`lang`) and in the screen's words: the operation-log
 * catalogues' headers, module and action names, and the summaries the server words.
 */
import type { FastifyReply } from 'fastify';
import type { OperationLogEntry } from '@shared/operation-log/types.ts';
import { summaryText } from '@shared/operation-log/summaries.ts';
import { interpolate } from '@shared/i18n/interpolate.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';
import { operationLogTexts, type OperationLogMessageKey } from '@server/http/export-texts.ts';

type Texts = (key: OperationLogMessageKey) => string;

function columnsOf(text: Texts): XlsxColumn[] {
  return [
    { header: text('oplog.col.time'), width: 20 },
    { header: text('oplog.col.actor'), width: 16 },
    { header: text('oplog.col.actorKind'), width: 8 },
    { header: text('oplog.col.module'), width: 12 },
    { header: text('oplog.col.action'), width: 20 },
    { header: text('oplog.col.objectId'), width: 10 },
    { header: text('oplog.col.summary'), width: 40 },
    { header: text('oplog.col.amount'), width: 12 },
    { header: text('oplog.col.ip'), width: 16 },
  ];
}

async function* lineRowsOf(locale: Locale, lines: AsyncIterable<OperationLogEntry>): AsyncGenerator<(string | number)[]> {
  const text = operationLogTexts(locale);
  // the catalogue's name of a module or label; a code it does not know (a route since removed) shows as it is
  const named = (key: string, fallback: string): string => (text.has(key) ? text(key) : fallback);
  for await (const line of lines) {
    yield [
      chinaDateTime(line.created_at),
      line.actor_name,
      text(`oplog.actor.${line.actor_kind}`),
      named(`oplog.module.${line.module}`, line.module),
      named(`oplog.action.${line.action}`, line.action),
      line.object_id ?? '',
      summaryText(text, line),
      line.amount === null ? '' : fenToYuan(line.amount),
      line.ip,
    ];
  }
}

export function sendOperationLogXlsx(reply: FastifyReply, locale: Locale, lines: AsyncIterable<OperationLogEntry>, nowMs: number): Promise<FastifyReply> {
  const text = operationLogTexts(locale);
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, interpolate(text('oplog.export.file'), { day }), columnsOf(text), lineRowsOf(locale, lines));
}
