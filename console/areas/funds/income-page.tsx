import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { exportLedger, INCOME_SOURCE_CHOICES, incomeResource, type IncomeListState } from '@shared/funds/resources.ts';
import type { LedgerRow } from '@shared/funds/types.ts';
import { settlementOf } from '@shared/funds/views.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { LedgerDialog, ledgerColumns, ledgerRowName, Signed } from './ledger-columns.tsx';
import './funds-texts.ts';
import './funds.css';

const DEFAULTS: IncomeListState = { page: 1, pageSize: 20, source: '', from: '', to: '' };
const CHOICES = { source: INCOME_SOURCE_CHOICES };

/**
 * /accounting/income/detail (收入明细): the ledger's income only (payments, refunds, rewards), by source and period,
 * each payment with its settlement: pending until the day its income can be withdrawn, then settled.
 */
export default function IncomePage() {
  const t = useStore($t);
  const [state] = useListState(DEFAULTS, CHOICES);
  const [open, setOpen] = useState<LedgerRow | null>(null);
  const now = Math.floor(Date.now() / 1000);
  const settlement = (row: LedgerRow) => {
    const found = settlementOf(row, now);
    if (!found) return <span className="lc-fund-muted">—</span>;
    if (found.state === 'settled') return <span className="lc-fund-tag lc-fund-tag--ok">{t('funds.income.settled')}</span>;
    return <span className="lc-fund-tag lc-fund-tag--warn">{t('funds.income.pending', { date: formatDateTime(found.available_at).slice(0, 16) })}</span>;
  };
  return (
    <>
      <ListScreen<LedgerRow, IncomeListState>
        title={t('funds.income.title')}
        resource={incomeResource}
        defaults={DEFAULTS}
        choices={CHOICES}
        filters={[
          { kind: 'select', key: 'source', label: t('funds.ledger.source'), options: INCOME_SOURCE_CHOICES.map((source) => ({ value: source, label: source ? t(`funds.source.${source}`) : t('funds.source.all') })) },
          { kind: 'dateRange', from: 'from', to: 'to', label: t('funds.ledger.range'), fromLabel: t('funds.ledger.from'), toLabel: t('funds.ledger.to') },
        ]}
        columns={[
          ...ledgerColumns(t),
          { key: 'income', header: t('funds.col.income'), align: 'end', render: (row) => <Signed fen={row.income} /> },
          { key: 'settlement', header: t('funds.col.settlement'), render: settlement },
        ]}
        rowKey={(row) => row.id}
        rowName={ledgerRowName(t)}
        rowActions={[{ label: t('funds.ledger.lines'), run: (row) => setOpen(row) }]}
        actions={
          <ExportButton run={() => exportLedger({ ...state, group: 'income' })} label={t('funds.ledger.export')} busyLabel={t('funds.ledger.exporting')} done={t('funds.ledger.exported')} />
        }
        empty={(list) => (list.source || list.from || list.to ? t('funds.ledger.emptyFiltered') : t('funds.income.empty'))}
      />
      {open && <LedgerDialog row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
