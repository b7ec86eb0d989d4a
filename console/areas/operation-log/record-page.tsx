import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, addMessages, type MessageKey } from '@shared/i18n/i18n.ts';
import { exportOperationLog, operationLogResource, type OperationLogPage, type OperationLogState } from '@shared/operation-log/resources.ts';
import { operationLogMessages } from '@shared/operation-log/texts.ts';
import type { OperationLogEntry, OperationLogExtra } from '@shared/operation-log/types.ts';
import { summaryText } from '@shared/operation-log/summaries.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { ExportButton } from '@console/kit/export-button.tsx';
import './record-page.css';

// the screen brings its own texts: zh-CN at once, English when chosen
void addMessages(operationLogMessages);

const DEFAULTS: OperationLogState = { page: 1, pageSize: 20, actor: 0, module: '', from: '', to: '', keyword: '' };

/** The list's filters as they are in the address bar now (the export takes the same). */
function useCurrentFilters(): Omit<OperationLogState, 'page' | 'pageSize'> {
  const [params] = useSearchParams();
  const text = (key: 'module' | 'from' | 'to' | 'keyword') => params.get(key) ?? DEFAULTS[key];
  const actor = Number(params.get('actor') ?? 0);
  return { actor: Number.isSafeInteger(actor) && actor > 0 ? actor : 0, module: text('module'), from: text('from'), to: text('to'), keyword: text('keyword') };
}

/** a label's name, or the code itself for one this console does not know (a newer server) */
const named = (t: (key: MessageKey) => string, key: string, fallback: string) => {
  const text = t(key as MessageKey);
  return text === key ? fallback : text;
};

/**
 * /setting/record (spec §2 "Settings"): every write of the teacher's main account and staff accounts —
 * who, what, which record, when, from which address — newest first, filtered by operator, module, date and a
 * keyword of the summary, all kept in the address, and exported as an .xlsx.
 */
export default function RecordPage() {
  const t = useStore($t);
  const filters = useCurrentFilters();
  const actorOptions = (found: OperationLogPage | undefined) => [
    { value: 0, label: t('oplog.actor.all') },
    ...(found?.actors ?? []).map((actor) => ({ value: actor.id, label: `${t(`oplog.actor.${actor.kind}`)} · ${actor.name}` })),
  ];
  const moduleOptions = (found: OperationLogPage | undefined) => [
    { value: '', label: t('oplog.module.all') },
    ...(found?.modules ?? []).map((module) => ({ value: module, label: named(t, `oplog.module.${module}`, module) })),
  ];
  return (
    <ListScreen<OperationLogEntry, OperationLogState, never, OperationLogExtra>
      title={t('oplog.heading')}
      intro={<p className="lc-oplog-intro">{t('oplog.intro')}</p>}
      resource={operationLogResource}
      defaults={DEFAULTS}
      filters={(found) => [
        { kind: 'select', key: 'actor', label: t('oplog.actor'), options: actorOptions(found) },
        { kind: 'select', key: 'module', label: t('oplog.module'), options: moduleOptions(found) },
        { kind: 'dateRange', from: 'from', to: 'to', label: t('oplog.range'), fromLabel: t('oplog.range.from'), toLabel: t('oplog.range.to') },
        { kind: 'search', key: 'keyword', label: t('oplog.search') },
      ]}
      columns={[
        { key: 'time', header: t('oplog.col.time'), render: (line) => <span className="lc-oplog-nowrap">{formatDateTime(line.created_at)}</span> },
        {
          key: 'actor',
          header: t('oplog.col.actor'),
          render: (line) => (
            <>
              <span className={`lc-oplog-kind lc-oplog-kind--${line.actor_kind}`}>{t(`oplog.actor.${line.actor_kind}`)}</span> {line.actor_name}
            </>
          ),
        },
        { key: 'module', header: t('oplog.col.module'), render: (line) => named(t, `oplog.module.${line.module}`, line.module || '—') },
        {
          key: 'action',
          header: t('oplog.col.action'),
          render: (line) => (
            <>
              {named(t, `oplog.action.${line.action}`, line.action)}
              {line.api_key_id !== null && <p className="lc-oplog-muted">{t('oplog.apiKey')}</p>}
            </>
          ),
        },
        { key: 'object', header: t('oplog.col.object'), render: (line) => (line.object_id === null ? '—' : t('oplog.object', { id: line.object_id })) },
        { key: 'summary', header: t('oplog.col.summary'), width: '30%', render: (line) => <span className="lc-oplog-summary">{summaryText(t, line) || '—'}</span> },
        { key: 'ip', header: t('oplog.col.ip'), render: (line) => <span className="lc-oplog-nowrap">{line.ip || '—'}</span> },
      ]}
      rowKey={(line) => line.id}
      rowName={(line) => named(t, `oplog.action.${line.action}`, line.action)}
      actions={
        <ExportButton run={() => exportOperationLog(filters)} label={t('oplog.export')} busyLabel={t('oplog.exporting')} done={t('oplog.exported')} />
      }
      empty={(state) => (state.actor || state.module || state.from || state.to || state.keyword ? t('oplog.emptyFiltered') : t('oplog.empty'))}
    />
  );
}
