import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { exportLedger, INCOME_SOURCE_CHOICES, LEDGER_CHOICES, LEDGER_GROUP_CHOICES, ledgerResource, type LedgerListState } from '@shared/funds/resources.ts';
import type { LedgerRow } from '@shared/funds/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { LedgerDialog, ledgerColumns, ledgerRowName, Signed } from './ledger-columns.tsx';
import './funds-texts.ts';
import './funds.css';

const DEFAULTS: LedgerListState = { page: 1, pageSize: 20, group: '', source: '', from: '', to: '' };

/**
 * /accounting/detail (资金明细): every transaction of the teacher's books, newest first, by group (tabs), income
 * source and period, all in the address; each with its effect on the income (available + pending) and on the
 * money held for withdrawals, its lines in a dialog, and the filtered list as an .xlsx.
 */
export default function LedgerPage() {
  const t = useStore($t);
  const [state] = useListState(DEFAULTS, LEDGER_CHOICES);
  const [open, setOpen] = useState<LedgerRow | null>(null);
  return (
    <>
      <ListScreen<LedgerRow, LedgerListState>
        title={t('funds.ledger.title')}
        resource={ledgerResource}
        defaults={DEFAULTS}
        choices={LEDGER_CHOICES}
        tabs={{ key: 'group', label: t('funds.ledger.group'), options: LEDGER_GROUP_CHOICES.map((group) => ({ value: group, label: t(`funds.group.${group || 'all'}`) })) }}
        filters={[
          { kind: 'select', key: 'source', label: t('funds.ledger.source'), options: INCOME_SOURCE_CHOICES.map((source) => ({ value: source, label: source ? t(`funds.source.${source}`) : t('funds.source.all') })) },
          { kind: 'dateRange', from: 'from', to: 'to', label: t('funds.ledger.range'), fromLabel: t('funds.ledger.from'), toLabel: t('funds.ledger.to') },
        ]}
        columns={[
          ...ledgerColumns(t),
          { key: 'income', header: t('funds.col.incomeChange'), align: 'end', render: (row) => <Signed fen={row.income} /> },
          { key: 'frozen', header: t('funds.col.frozenChange'), align: 'end', render: (row) => <Signed fen={row.frozen} /> },
        ]}
        rowKey={(row) => row.id}
        rowName={ledgerRowName(t)}
        rowActions={[{ label: t('funds.ledger.lines'), run: (row) => setOpen(row) }]}
        actions={
          <ExportButton run={() => exportLedger(state)} label={t('funds.ledger.export')} busyLabel={t('funds.ledger.exporting')} done={t('funds.ledger.exported')} />
        }
        empty={(list) => (list.group || list.source || list.from || list.to ? t('funds.ledger.emptyFiltered') : t('funds.ledger.empty'))}
      />
      {open && <LedgerDialog row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
