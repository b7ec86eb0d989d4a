/** The operation-log calls (docs/api.md "Operation log"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { OPERATION_LOG_PATHS as PATHS } from './paths.ts';
import type { OperationLogEntry, OperationLogExtra, OperationLogFilter, OperationLogQuery } from './types.ts';

const filterParams = (q: OperationLogFilter) => ({
  actor_id: q.actorId,
  module: q.module || undefined,
  action: q.action || undefined,
  start_at: q.startAt,
  end_at: q.endAt,
  keyword: q.keyword || undefined,
});

export const fetchOperationLog = async (q: OperationLogQuery): Promise<Page<OperationLogEntry> & OperationLogExtra> => {
  const answer = await api().get<OperationLogExtra>(PATHS.list, { page: q.page, pageSize: q.pageSize, ...filterParams(q) });
  return { ...pageOf<OperationLogEntry>(answer), actors: answer.data?.actors ?? [], modules: answer.data?.modules ?? [] };
};

/** the export is written in the interface's language */
export const downloadOperationLog = (q: OperationLogFilter): Promise<Download> => fetchDownload(PATHS.export, { ...filterParams(q), lang: $locale.get() }, 'operation-log.xlsx');
