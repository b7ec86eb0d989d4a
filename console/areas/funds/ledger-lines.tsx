import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import type { LedgerTransactionView } from '@shared/funds/types.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import './funds-texts.ts';
import './funds.css';

/**
 * Ledger transactions with their lines, as a book-keeper reads them: each transaction's kind, title and time, then
 * a line per account with its signed amount; the lines of one transaction always add up to zero.
 */
export function LedgerLines({ transactions, now }: { transactions: readonly LedgerTransactionView[]; now: number }) {
  const t = useStore($t);
  return (
    <ol className="lc-ledger">
      {transactions.map((tx) => (
        <li key={tx.id} className="lc-ledger__tx">
          <p className="lc-ledger__head">
            <strong>{t(`funds.kind.${tx.kind}`)}</strong>
            <span>{ledgerTitleText(t, tx)}</span>
            <time className="lc-ledger__time">{formatDateTime(tx.created_at)}</time>
          </p>
          <table className="lc-ledger__lines">
            <thead>
              <tr>
                <th scope="col">{t('funds.col.account')}</th>
                <th scope="col" className="lc-ledger__amount">{t('funds.col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {tx.lines.map((line, index) => (
                <tr key={index}>
                  <td>
                    {t(`funds.account.${line.account}`)}
                    {line.source && <span className="lc-ledger__note"> · {t(`funds.source.${line.source}`)}</span>}
                    {line.account === 'income' && line.available_at > now && (
                      <span className="lc-ledger__note"> · {t('funds.line.pendingUntil', { time: formatDateTime(line.available_at).slice(0, 16) })}</span>
                    )}
                  </td>
                  <td className={`lc-ledger__amount ${line.amount < 0 ? 'lc-ledger__amount--out' : ''}`}>{line.amount > 0 ? '+' : ''}{formatFen(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ol>
  );
}
