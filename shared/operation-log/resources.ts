/**
 * What the console's screen kit knows of the operation log (/setting/record): the list with its filters
 * in the address (with the accounts and modules it may be filtered by), and the export. Lines are written by the
 * server only, so the resource lists only.
 */
import type { Resource } from '@shared/api/resource.ts';
import type { Page } from '@shared/api/types.ts';
import { saveDownload } from '@shared/api/download.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import type { OperationLogEntry, OperationLogExtra, OperationLogFilter } from './types.ts';

/** /setting/record's state in the address bar: 0 and '' are "any" */
export type OperationLogState = Paging & {
  actor: number;
  module: string;
  from: string;
  to: string;
  keyword: string;
};

/** one page of the list with the filters' choices */
export type OperationLogPage = Page<OperationLogEntry> & OperationLogExtra;

/** The list state as the calls' filter: dates as 00:00:00 and 23:59:59 (spec §9). */
export function operationLogFilterOf(state: Omit<OperationLogState, 'page' | 'pageSize'>): OperationLogFilter {
  return {
    ...(state.actor > 0 ? { actorId: state.actor } : {}),
    ...(state.module ? { module: state.module } : {}),
    ...(isCalendarDate(state.from) ? { startAt: dayStartSeconds(state.from) } : {}),
    ...(isCalendarDate(state.to) ? { endAt: dayEndSeconds(state.to) } : {}),
    ...(state.keyword.trim() ? { keyword: state.keyword.trim() } : {}),
  };
}

export const operationLogResource: Resource<OperationLogEntry, OperationLogState, never, OperationLogExtra> = {
  name: 'operation-log/list',
  list: (q) => api.fetchOperationLog({ page: q.page, pageSize: q.pageSize, ...operationLogFilterOf(q) }),
};

/** Every line of the list's filter as an .xlsx, saved by the browser. */
export async function exportOperationLog(state: Omit<OperationLogState, 'page' | 'pageSize'>): Promise<void> {
  saveDownload(await api.downloadOperationLog(operationLogFilterOf(state)));
}
