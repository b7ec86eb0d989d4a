import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { allGroupsSource, CUSTOMER_STATE_CHOICES, customersResource, exportCustomers, type CustomerListState } from '@shared/douyin-chat/resources.ts';
import type { PotentialCustomer } from '@shared/douyin-chat/types.ts';
import { Person } from '@widgets/ui/table/cells.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { ChatGate } from './chat-gate.tsx';

const DEFAULTS: CustomerListState = { page: 1, pageSize: 20, state: '', group: '', from: '', to: '', keyword: '' };

function useCurrentFilters(): CustomerListState {
  const [params] = useSearchParams();
  const read = <K extends keyof CustomerListState>(key: K) => (params.get(key) ?? DEFAULTS[key]) as CustomerListState[K];
  const state = read('state');
  return { ...DEFAULTS, state: CUSTOMER_STATE_CHOICES.includes(state) ? state : '', group: read('group'), from: read('from'), to: read('to'), keyword: read('keyword') };
}

function CustomersList() {
  const t = useStore($t);
  const filters = useCurrentFilters();
  const groups = useRecord(allGroupsSource, { all: true }).data ?? [];
  const time = (at: number) => <span className="lc-chat-nowrap">{formatDateTime(at).slice(0, 16)}</span>;
  return (
    <ListScreen<PotentialCustomer, CustomerListState>
      title={t('chat.customers.heading')}
      intro={<p className="lc-chat-muted">{t('chat.customers.intro')}</p>}
      resource={customersResource}
      defaults={DEFAULTS}
      choices={{ state: CUSTOMER_STATE_CHOICES }}
      tabs={{ key: 'state', label: t('chat.customers.state'), options: CUSTOMER_STATE_CHOICES.map((s) => ({ value: s, label: t(`chat.customers.state.${s || 'all'}`) })) }}
      filters={[
        { kind: 'select', key: 'group', label: t('chat.customers.group'), options: [{ value: '', label: t('chat.customers.group.all') }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))] },
        { kind: 'dateRange', from: 'from', to: 'to', label: t('chat.customers.range'), fromLabel: t('chat.customers.range.from'), toLabel: t('chat.customers.range.to') },
        { kind: 'search', key: 'keyword', label: t('chat.customers.search') },
      ]}
      columns={[
        {
          key: 'customer',
          header: t('chat.customers.col.customer'),
          render: (c) => <Person name={c.nickname} phone={[c.douyin_uid, c.phone].filter(Boolean).join(' · ')} />,
        },
        { key: 'group', header: t('chat.customers.col.group'), render: (c) => c.source_group || <span className="lc-chat-muted">{t('chat.customers.groupGone')}</span> },
        { key: 'first', header: t('chat.customers.col.first'), render: (c) => time(c.first_contact_at) },
        { key: 'last', header: t('chat.customers.col.last'), render: (c) => time(c.last_contact_at) },
        { key: 'messages', header: t('chat.customers.col.messages'), render: (c) => c.messages_n },
        {
          key: 'state',
          header: t('chat.customers.col.state'),
          render: (c) => <span className={c.converted ? 'lc-chat-state--converted' : ''}>{t(c.converted ? 'chat.customers.state.converted' : 'chat.customers.state.potential')}</span>,
        },
      ]}
      rowKey={(c) => c.douyin_uid}
      rowName={(c) => c.nickname}
      actions={
        <ExportButton run={() => exportCustomers(filters)} label={t('chat.customers.export')} busyLabel={t('chat.customers.exporting')} done={t('chat.customers.exported')} />
      }
      empty={(state) => (state.state || state.group || state.from || state.to || state.keyword ? t('chat.customers.emptyFiltered') : t('chat.customers.empty'))}
    />
  );
}

/** /database/costomer 潜在客户 (spec §2 "Data centre", §6): who joined or messaged in the teacher's Douyin groups, converted once they order; only with hybrid_douyin_chat. */
export default function CustomersPage() {
  return (
    <ChatGate>
      <CustomersList />
    </ChatGate>
  );
}
