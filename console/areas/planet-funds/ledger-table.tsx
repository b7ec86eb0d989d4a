import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { balancePath, filterOfKind, signedAmount } from '@shared/planet-funds/rules.ts';
import type { LedgerEntry } from '@shared/planet-funds/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';

type Props = {
  label: string;
  rows: readonly LedgerEntry[];
  busy?: boolean;
  empty: string;
  /** on the overview each row's kind links to the detail filtered by it */
  linkKinds?: boolean;
};

/** Ledger rows: time, kind, what it was, planet, signed amount (+ in, − out), and a withdrawal's status. */
export function LedgerTable({ label, rows, busy, empty, linkKinds = false }: Props) {
  const t = useStore($t);
  const columns: TableColumn<LedgerEntry>[] = [
    { key: 'time', header: t('planet.funds.col.time'), render: (row) => formatDateTime(row.created_at) },
    {
      key: 'kind',
      header: t('planet.funds.col.kind'),
      render: (row) =>
        linkKinds ? <Link to={balancePath({ kind: filterOfKind(row.kind) })}>{t(`planet.funds.kind.${row.kind}`)}</Link> : t(`planet.funds.kind.${row.kind}`),
    },
    { key: 'title', header: t('planet.funds.col.title'), width: '34%', render: (row) => row.title },
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
  return <Table label={label} columns={columns} rows={rows} rowKey={(row) => row.id} busy={busy ?? false} empty={empty} />;
}
