import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { balancePath, filterOfKind, signedAmount } from '@shared/planet-funds/rules.ts';
import type { LedgerEntry } from '@shared/planet-funds/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { ledgerTitleText } from '@shared/funds/titles.ts';
// the descriptions are the funds ledger's sentences
import '@console/areas/funds/funds-texts.ts';

/**
 * Ledger columns: time, kind, what it was, planet, signed amount (+ in, − out), and a withdrawal's status. On the
 * overview (`linkKinds`) each row's kind links to the detail filtered by it.
 */
export function ledgerColumns(t: Translate, linkKinds = false): TableColumn<LedgerEntry>[] {
  return [
    { key: 'time', header: t('planet.funds.col.time'), render: (row) => formatDateTime(row.created_at) },
    {
      key: 'kind',
      header: t('planet.funds.col.kind'),
      render: (row) =>
        linkKinds ? <Link to={balancePath({ kind: filterOfKind(row.kind) })}>{t(`planet.funds.kind.${row.kind}`)}</Link> : t(`planet.funds.kind.${row.kind}`),
    },
    { key: 'title', header: t('planet.funds.col.title'), width: '34%', render: (row) => ledgerTitleText(t, row) },
    { key: 'planet', header: t('planet.funds.col.planet'), render: (row) => row.planet_title ?? '—' },
    {
      key: 'amount',
      header: t('planet.funds.col.amount'),
      align: 'end',
      render: (row) => <span className={`lc-funds__amount ${row.amount >= 0 ? 'lc-funds__amount--in' : 'lc-funds__amount--out'}`}>{signedAmount(row.amount, formatFen)}</span>,
    },
    {
      key: 'status',
      header: t('planet.funds.col.status'),
      render: (row) =>
        row.withdrawal_status ? (
          <span className={`lc-funds__tag ${row.withdrawal_status === 'processing' ? 'lc-funds__tag--warn' : 'lc-funds__tag--ok'}`}>{t(`planet.funds.withdrawStatus.${row.withdrawal_status}`)}</span>
        ) : (
          '—'
        ),
    },
  ];
}

/** The latest ledger rows of the overview, each kind a link into the detail. */
export function LatestLedger({ label, rows, busy, empty }: { label: string; rows: readonly LedgerEntry[]; busy: boolean; empty: string }) {
  const t = useStore($t);
  return <Table label={label} columns={ledgerColumns(t, true)} rows={rows} rowKey={(row) => row.id} busy={busy} empty={empty} />;
}
