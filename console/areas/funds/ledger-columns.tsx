import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { LedgerRow } from '@shared/funds/types.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import { signedAmount } from '@shared/planet-funds/rules.ts';
import type { TableColumn } from '@widgets/ui/table/table.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { LedgerLines } from './ledger-lines.tsx';
import './funds-texts.ts';
import './funds.css';

/** '+¥12.00' / '−¥12.00', red when money goes out; '—' when the row does not move it. */
export function Signed({ fen }: { fen: number }) {
  if (fen === 0) return <span className="lc-fund-muted">—</span>;
  return <span className={`lc-fund-amount ${fen < 0 ? 'lc-fund-amount--out' : 'lc-fund-amount--in'}`}>{signedAmount(fen, formatFen)}</span>;
}

/** The time, kind and description (with its order number) of a ledger row: the first columns of both ledger lists. */
export function ledgerColumns(t: Translate): TableColumn<LedgerRow>[] {
  return [
    { key: 'time', header: t('funds.col.time'), render: (row) => <span className="lc-fund-nowrap">{formatDateTime(row.created_at).slice(0, 16)}</span> },
    { key: 'kind', header: t('funds.col.kind'), render: (row) => <span className="lc-fund-nowrap">{t(`funds.kind.${row.kind}`)}</span> },
    {
      key: 'title',
      header: t('funds.col.title'),
      width: '32%',
      render: (row) => (
        <>
          <span className="lc-fund-title">{ledgerTitleText(t, row)}</span>
          {row.order_no && <p className="lc-fund-muted">{t('funds.ledger.orderNo', { no: row.order_no })}</p>}
        </>
      ),
    },
  ];
}

/** A name for a ledger row in its actions' labels: its kind and time. */
export const ledgerRowName = (t: Translate) => (row: LedgerRow) => `${t(`funds.kind.${row.kind}`)} ${formatDateTime(row.created_at).slice(0, 16)}`;

/** One transaction with its lines, as a book-keeper reads it. */
export function LedgerDialog({ row, onClose }: { row: LedgerRow; onClose: () => void }) {
  const t = useStore($t);
  return (
    <Dialog open title={t('funds.ledger.dialog')} width={640} onClose={onClose}>
      <LedgerLines transactions={[row]} now={Math.floor(Date.now() / 1000)} />
    </Dialog>
  );
}
