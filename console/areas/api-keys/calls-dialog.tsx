import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { recentCallsRecord } from '@shared/api-keys/resources.ts';
import type { ApiKey } from '@shared/api-keys/types.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';

/** A key's last calls: when, which route, how it was answered, how long it took, from where. */
export function CallsDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const t = useStore($t);
  const found = useRecord(recentCallsRecord, { id: apiKey.id });
  return (
    <Dialog open title={t('apiKeys.callsTitle', { name: apiKey.name })} width={840} onClose={onClose}>
      <p className="lc-kit-muted">{t('apiKeys.callsNote')}</p>
      {found.error && !found.data ? (
        <QueryError error={found.error} onRetry={found.reload} />
      ) : (
        <Table
          label={t('apiKeys.calls')}
          rows={found.data ?? []}
          rowKey={(call) => call.id}
          busy={!found.data}
          empty={found.data ? t('apiKeys.noCalls') : t('common.loading')}
          columns={[
            { key: 'at', header: t('apiKeys.callAt'), render: (call) => formatDateTime(call.at) },
            { key: 'route', header: t('apiKeys.callRoute'), render: (call) => <code>{call.method} {call.route}</code> },
            { key: 'status', header: t('apiKeys.callStatus'), render: (call) => <span className={call.status >= 400 ? 'lc-api-keys__failed' : undefined}>{call.status}</span> },
            { key: 'ms', header: t('apiKeys.callMs'), render: (call) => call.ms },
            { key: 'ip', header: t('apiKeys.callIp'), render: (call) => call.ip },
          ]}
        />
      )}
    </Dialog>
  );
}
