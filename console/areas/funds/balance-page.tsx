import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { INCOME_SOURCES, MONEY_RULES, type IncomeSource } from '@shared/funds/ledger.ts';
import { balanceRecord, payeeRecord, withdrawalsResource, type WithdrawalListState } from '@shared/funds/resources.ts';
import type { Withdrawal } from '@shared/funds/types.ts';
import { settlingByDay, sourceBalances } from '@shared/funds/views.ts';
import { Table } from '@widgets/ui/table/table.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { PayeeLine } from './payee-summary.tsx';
import { WithdrawalFigure, WithdrawalState, withdrawalPath } from './withdrawal-state.tsx';
import './funds-texts.ts';
import './funds.css';

const WITHDRAWALS: WithdrawalListState = { page: 1, pageSize: 10 };
const money = (fen: number) => <span className="lc-fund-amount">{formatFen(fen)}</span>;

/**
 * /accounting/balance (账户余额): what can be withdrawn, what is still settling and what is on its way to the bank,
 * per income source; the settling schedule by day; the payee; the withdrawals with their states.
 */
export default function BalancePage() {
  const t = useStore($t);
  const found = useRecord(balanceRecord, {});
  const payee = useRecord(payeeRecord, {});
  const view = found.data;
  const schedule = view ? settlingByDay(view.settling) : [];

  return (
    <section className="lc-card lc-fund">
      <header className="lc-fund__head">
        <h1 className="lc-page-title">{t('funds.balance.title')}</h1>
        <div className="lc-fund__actions">
          <Link className="lc-button lc-button--primary" to="/accounting/extractCash">{t('funds.balance.withdraw')}</Link>
          <Link className="lc-button" to="/accounting/hybridExtractCash">{t('funds.balance.hybrid')}</Link>
          <Link className="lc-button lc-button--text" to="/accounting/detail">{t('funds.balance.toDetail')}</Link>
        </div>
      </header>
      {found.error && !view && <QueryError error={found.error} onRetry={found.reload} />}
      <dl className="lc-fund-tiles" aria-busy={!view || undefined}>
        <div className="lc-fund-tile lc-fund-tile--main">
          <dt>{t('funds.balance.available')}</dt>
          <dd>{view ? money(view.available) : '—'}</dd>
        </div>
        <div className="lc-fund-tile">
          <dt>{t('funds.balance.pending')}</dt>
          <dd>{view ? money(view.pending) : '—'}</dd>
        </div>
        <div className="lc-fund-tile">
          <dt>{t('funds.balance.frozen')}</dt>
          <dd>{view ? money(view.frozen) : '—'}</dd>
        </div>
      </dl>
      <p className="lc-fund-muted">{t('funds.balance.note', { days: MONEY_RULES.settlementDays })}</p>

      <section aria-labelledby="lc-fund-sources">
        <h2 id="lc-fund-sources">{t('funds.balance.bySource')}</h2>
        <Table<IncomeSource>
          label={t('funds.balance.bySource')}
          rows={view ? INCOME_SOURCES : []}
          rowKey={(source) => source}
          busy={!view}
          columns={[
            { key: 'source', header: t('funds.col.source'), render: (source) => t(`funds.source.${source}`) },
            ...(['available', 'pending', 'frozen'] as const).map((key) => ({
              key,
              header: t(`funds.balance.${key}`),
              align: 'end' as const,
              render: (source: IncomeSource) => (view ? money(sourceBalances(view, source)[key]) : '—'),
            })),
          ]}
        />
      </section>

      <section aria-labelledby="lc-fund-settling">
        <h2 id="lc-fund-settling">{t('funds.balance.settling')}</h2>
        {view && schedule.length === 0 && <p className="lc-fund-muted">{t('funds.balance.noSettling')}</p>}
        {schedule.length > 0 && (
          <Table<{ day: string; amount: number }>
            className="lc-fund-schedule"
            label={t('funds.balance.settling')}
            rows={schedule}
            rowKey={(day) => day.day}
            columns={[
              { key: 'day', header: t('funds.col.availableOn'), kind: 'figure', render: (day) => day.day },
              { key: 'amount', header: t('funds.col.amount'), align: 'end', render: (day) => money(day.amount) },
            ]}
          />
        )}
        <p><Link to="/accounting/income/detail">{t('funds.balance.toIncome')}</Link></p>
      </section>

      <section aria-labelledby="lc-fund-payee">
        <h2 id="lc-fund-payee">{t('funds.payee.heading')}</h2>
        {payee.error && payee.data === undefined ? <QueryError error={payee.error} onRetry={payee.reload} /> : <PayeeLine payee={payee.data} />}
      </section>

      <ListScreen<Withdrawal, WithdrawalListState>
        section
        title={t('funds.withdrawals.heading')}
        resource={withdrawalsResource}
        defaults={WITHDRAWALS}
        columns={[
          { key: 'time', header: t('funds.col.appliedAt'), render: (w) => <span className="lc-fund-nowrap">{formatDateTime(w.created_at).slice(0, 16)}</span> },
          { key: 'amount', header: t('funds.col.withdrawn'), align: 'end', render: (w) => money(w.amount) },
          { key: 'fee', header: t('funds.quote.fee'), align: 'end', render: (w) => <WithdrawalFigure withdrawal={w} fen={w.fee} /> },
          { key: 'tax', header: t('funds.quote.tax'), align: 'end', render: (w) => <WithdrawalFigure withdrawal={w} fen={w.tax} /> },
          { key: 'net', header: t('funds.quote.net'), align: 'end', render: (w) => <strong><WithdrawalFigure withdrawal={w} fen={w.net} /></strong> },
          { key: 'account', header: t('funds.col.payoutAccount'), render: (w) => w.account_label },
          { key: 'state', header: t('funds.col.state'), render: (w) => <WithdrawalState withdrawal={w} /> },
        ]}
        rowKey={(w) => w.id}
        rowName={(w) => t('funds.withdrawals.rowName', { amount: formatFen(w.amount), time: formatDateTime(w.created_at).slice(0, 16) })}
        rowActions={[{ label: t('funds.withdrawals.detail'), to: (w) => withdrawalPath(w.id) }]}
        empty={t('funds.withdrawals.empty')}
      />
    </section>
  );
}
