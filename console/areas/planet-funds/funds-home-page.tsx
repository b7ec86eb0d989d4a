import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsOverviewRecord } from '@shared/planet-funds/resources.ts';
import { balancePath } from '@shared/planet-funds/rules.ts';
import type { PlanetIncome } from '@shared/planet-funds/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import '@console/areas/planets/planet-texts.ts';
import { LatestLedger } from './ledger-table.tsx';
import './planet-funds.css';

/**
 * /p/accounting/home (资金概览): the owner's balance (planet income settled and not withdrawn), what is still settling,
 * income today, this month and in total, refunds, withdrawals still being paid out, income per planet, and the
 * latest ten movements.
 */
export default function FundsHomePage() {
  const t = useStore($t);
  const found = useRecord(fundsOverviewRecord, {});
  const view = found.data;

  const tiles: [string, number, boolean][] = view
    ? [
        [t('planet.funds.home.balance'), view.balance, true],
        [t('planet.funds.home.settling'), view.pending, false],
        [t('planet.funds.home.incomeToday'), view.income_today, false],
        [t('planet.funds.home.incomeMonth'), view.income_month, false],
        [t('planet.funds.home.incomeTotal'), view.income_total, false],
        [t('planet.funds.home.refunds'), view.refunds_total, false],
        [t('planet.funds.home.pending'), view.withdrawals_pending, false],
      ]
    : [];

  const planetColumns: TableColumn<PlanetIncome>[] = [
    { key: 'title', header: t('planet.funds.col.planet'), width: '40%', render: (row) => row.title },
    { key: 'members', header: t('planet.funds.col.members'), align: 'end', render: (row) => row.members },
    { key: 'income', header: t('planet.funds.col.income'), align: 'end', render: (row) => <span className="lc-funds__amount">{formatFen(row.income)}</span> },
    { key: 'refunds', header: t('planet.funds.col.refunds'), align: 'end', render: (row) => <span className="lc-funds__amount">{formatFen(row.refunds)}</span> },
    {
      key: 'detail',
      header: t('common.actions'),
      render: (row) => (
        <Link to={balancePath({ planetId: row.planet_id })} aria-label={t('planet.funds.home.planetDetail', { title: row.title })}>
          {t('planet.funds.home.detail')}
        </Link>
      ),
    },
  ];

  return (
    <section className="lc-card lc-funds">
      <h1 className="lc-page-title">{t('planet.funds.home.title')}</h1>
      {found.error && !view && <QueryError error={found.error} onRetry={found.reload} />}
      <section aria-label={t('planet.funds.home.figures')}>
        <dl className="lc-funds__tiles">
          {tiles.map(([label, fen, main]) => (
            <div key={label} className={`lc-funds__tile ${main ? 'lc-funds__tile--main' : ''}`}>
              <dt>{label}</dt>
              <dd>
                <span className="lc-funds__amount">{formatFen(fen)}</span>
                {main && <Link to={balancePath()}>{t('planet.funds.home.toWithdraw')}</Link>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="lc-funds-planets">
        <h2 id="lc-funds-planets">{t('planet.funds.home.byPlanet')}</h2>
        <Table label={t('planet.funds.home.byPlanet')} columns={planetColumns} rows={view?.planets ?? []} rowKey={(row) => row.planet_id} busy={!view} empty={t('planet.funds.home.noPlanets')} />
      </section>
      <section aria-labelledby="lc-funds-latest">
        <h2 id="lc-funds-latest">{t('planet.funds.home.latest')}</h2>
        <LatestLedger label={t('planet.funds.home.latest')} rows={view?.latest ?? []} busy={!view} empty={t('planet.funds.home.noMovements')} />
        <p className="lc-funds__link-row">
          <Link to={balancePath()}>{t('planet.funds.home.all')}</Link>
        </p>
      </section>
    </section>
  );
}
