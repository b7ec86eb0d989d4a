import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeRecord, taxMonthsRecord } from '@shared/funds/resources.ts';
import { LABOR_TAX_SOURCE } from '@shared/funds/tax.ts';
import type { TaxMonth } from '@shared/funds/types.ts';
import { Table } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { identifyPath } from './payee-summary.tsx';
import './funds-texts.ts';
import './funds.css';

/** 202506 → '2025-06' */
const monthText = (month: number) => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
const money = (fen: number) => <span className="lc-fund-amount">{formatFen(fen)}</span>;

/**
 * /accounting/tax (税务): the individual income tax withheld from the teacher's withdrawals, month by month (China
 * time), with the rule it follows and its source; a company payee invoices the platform and nothing is withheld.
 */
export default function TaxPage() {
  const t = useStore($t);
  const found = useRecord(taxMonthsRecord, {});
  const payee = useRecord(payeeRecord, {}).data;
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{t('funds.tax.title')}</h1>
      {payee?.type === 'company' && <p className="lc-fund-notice" role="status">{t('funds.tax.companyPayee')}</p>}
      {payee === null && (
        <p className="lc-fund-notice" role="status">
          {t('funds.tax.noPayee')} <Link to={identifyPath()}>{t('funds.payee.verify')}</Link>
        </p>
      )}
      {found.error && !found.data ? (
        <QueryError error={found.error} onRetry={found.reload} />
      ) : (
        <Table<TaxMonth>
          label={t('funds.tax.table')}
          rows={found.data ?? []}
          rowKey={(row) => row.month}
          busy={found.loading}
          empty={found.data ? t('funds.tax.empty') : undefined}
          columns={[
            { key: 'month', header: t('funds.tax.col.month'), render: (row) => monthText(row.month) },
            { key: 'income', header: t('funds.tax.col.income'), align: 'end', render: (row) => money(row.income) },
            { key: 'taxable', header: t('funds.tax.col.taxable'), align: 'end', render: (row) => money(row.taxable) },
            { key: 'tax', header: t('funds.tax.col.tax'), align: 'end', render: (row) => money(row.tax) },
            { key: 'withdrawals', header: t('funds.tax.col.withdrawals'), align: 'end', render: (row) => row.withdrawals },
          ]}
        />
      )}
      <section className="lc-fund-rules" aria-labelledby="lc-fund-tax-rule">
        <h2 id="lc-fund-tax-rule">{t('funds.tax.rule')}</h2>
        <ul>
          <li>{t('funds.tax.rule.person')}</li>
          <li>{t('funds.tax.rule.base')}</li>
          <li>{t('funds.tax.rule.rates')}</li>
          <li>{t('funds.tax.rule.month')}</li>
          <li>{t('funds.tax.rule.company')}</li>
        </ul>
        <p className="lc-fund-muted">{t('funds.tax.source', { source: LABOR_TAX_SOURCE })}</p>
      </section>
    </section>
  );
}
