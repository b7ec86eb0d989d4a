/**
 * /setting/record's export (issue 15): every line of the list's filter as an .xlsx, streamed from a keyset walk
 * (read.ts `each`), in the server's words: the action's Chinese name (route-labels.ts) and the module's menu title.
 */
import type { FastifyReply } from 'fastify';
import { LABEL_NAMES, type OperationLabel } from '@shared/operation-log/route-labels.ts';
import type { OperationLogEntry } from '@shared/operation-log/types.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import { CATALOGUE } from '@server/areas/menu/catalog.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';

export const OPERATION_LOG_COLUMNS: XlsxColumn[] = [
  { header: '时间', width: 20 },
  { header: '操作人', width: 16 },
  { header: '身份', width: 8 },
  { header: '模块', width: 12 },
  { header: '操作', width: 20 },
  { header: '对象 ID', width: 10 },
  { header: '摘要', width: 40 },
  { header: '金额（元）', width: 12 },
  { header: 'IP', width: 16 },
];

/** the Chinese name of a label; a code no longer labelled (a route since removed) shows as it is */
export const actionName = (action: string): string => (action in LABEL_NAMES ? LABEL_NAMES[action as OperationLabel] : action);

/** the menu title of a module in the teacher's mode; `shell` is the account's own (sign-in) */
export function moduleName(mode: AccountMode, module: string): string {
  if (module === SHELL) return '账号';
  return CATALOGUE[mode].find((entry) => entry.module === module)?.title ?? module;
}

export async function* lineRowsOf(mode: AccountMode, lines: AsyncIterable<OperationLogEntry>): AsyncGenerator<(string | number)[]> {
  for await (const line of lines) {
    yield [
      chinaDateTime(line.created_at),
      line.actor_name,
      line.actor_kind === 'main' ? '主账号' : '员工',
      moduleName(mode, line.module),
      actionName(line.action),
      line.object_id ?? '',
      line.summary,
      line.amount === null ? '' : fenToYuan(line.amount),
      line.ip,
    ];
  }
}

export function sendOperationLogXlsx(reply: FastifyReply, mode: AccountMode, lines: AsyncIterable<OperationLogEntry>, nowMs: number): Promise<FastifyReply> {
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, `操作记录_${day}.xlsx`, OPERATION_LOG_COLUMNS, lineRowsOf(mode, lines));
}
