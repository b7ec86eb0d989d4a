import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { fenToYuan, formatFen } from '@shared/format/currency.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import { trendTotals } from '@shared/planet-members/form.ts';
import { statisticOverviewRecord, statisticTrendRecord } from '@shared/planet-members/resources.ts';
import type { PlanetStatisticOverview, PlanetTrendDay } from '@shared/planet-members/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { NO_PERIOD, PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { TrendChart, type ChartSeries } from './trend-chart.tsx';
import './members.css';

const PRESETS = [7, 30] as const;

/** The figure cards, in order: which overview field, shown as money or as a count. */
const FIGURES: [keyof PlanetStatisticOverview, MessageKey, 'count' | 'money'][] = [
  ['members_total', 'planet.members.data.membersTotal', 'count'],
  ['members_active', 'planet.members.data.membersActive', 'count'],
  ['members_new_today', 'planet.members.data.newToday', 'count'],
  ['members_new_7days', 'planet.members.data.new7days', 'count'],
  ['members_new_in_range', 'planet.members.data.newInRange', 'count'],
  ['members_blacklisted', 'planet.members.data.blacklisted', 'count'],
  ['income_total', 'planet.members.data.incomeTotal', 'money'],
  ['income_in_range', 'planet.members.data.incomeInRange', 'money'],
  ['refund_total', 'planet.members.data.refundTotal', 'money'],
  ['refund_in_range', 'planet.members.data.refundInRange', 'money'],
];

/**
 * /planet/detail/data and /p/planet/detail/data: the planet's members and money at a glance, and per day over a
 * chosen period (30 days at first, 7, or any range) as charts and as a table.
 */
export default function DataPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [state, setState] = useListState(NO_PERIOD);
  const period = usePeriod(state, setState, 30, PRESETS);
  const { range } = period;
  const query = planet ? { id: planet.id, start: range[0], end: range[1] } : null;
  const overview = useRecord(statisticOverviewRecord, query);
  const trend = useRecord(statisticTrendRecord, query);
  const days = useMemo(() => trend.data ?? [], [trend.data]);

  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const memberSeries = useMemo<ChartSeries[]>(() => [{ name: t('planet.members.data.seriesNew'), kind: 'bar', values: days.map((day) => day.new_members) }], [days, t]);
  const moneySeries = useMemo<ChartSeries[]>(
    () => [
      { name: t('planet.members.data.seriesIncome'), kind: 'line', values: days.map((day) => fenToYuan(day.income)) },
      { name: t('planet.members.data.seriesRefunds'), kind: 'line', values: days.map((day) => fenToYuan(day.refunds)) },
    ],
    [days, t],
  );
  if (!planet) return null;

  const totals = trendTotals(days);
  const shown = { from: range[0], to: range[1] };
  const figures = overview.data;
  const failed = overview.data && trend.data ? undefined : (overview.error ?? trend.error);
  const columns: TableColumn<PlanetTrendDay>[] = [
    { key: 'date', header: t('planet.members.data.col.date'), render: (day) => day.date },
    { key: 'new', header: t('planet.members.data.col.newMembers'), align: 'end', render: (day) => day.new_members },
    { key: 'income', header: t('planet.members.data.col.income'), align: 'end', render: (day) => formatFen(day.income) },
    { key: 'refunds', header: t('planet.members.data.col.refunds'), align: 'end', render: (day) => formatFen(day.refunds) },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="data">
      <PeriodBar period={period} presets={PRESETS} label={t('planet.members.data.range')} />

      {failed && (
        <QueryError
          error={failed}
          onRetry={() => {
            overview.reload();
            trend.reload();
          }}
        />
      )}
      {figures && (
        <dl className="lc-planet-data__cards" aria-label={t('planet.members.data.figures')}>
          {FIGURES.map(([field, label, kind]) => (
            <div key={field} className="lc-planet-data__card">
              <dt>{t(label)}</dt>
              <dd>{kind === 'money' ? formatFen(figures[field]) : figures[field]}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="lc-planet-data__charts">
        <figure className="lc-planet-data__chart">
          <h2>{t('planet.members.data.chartMembers')}</h2>
          <TrendChart
            dates={dates}
            series={memberSeries}
            summary={t('planet.members.data.membersSummary', { ...shown, total: totals.newMembers, max: totals.maxNewMembers })}
          />
        </figure>
        <figure className="lc-planet-data__chart">
          <h2>{t('planet.members.data.chartMoney')}</h2>
          <TrendChart
            dates={dates}
            series={moneySeries}
            summary={t('planet.members.data.moneySummary', { ...shown, income: formatFen(totals.income), refunds: formatFen(totals.refunds) })}
          />
        </figure>
      </div>

      <section className="lc-planet-data__detail">
        <h2>{t('planet.members.data.detail')}</h2>
        <Table label={t('planet.members.data.detail')} columns={columns} rows={[...days].reverse()} rowKey={(day) => day.date} />
      </section>
    </PlanetDetailFrame>
  );
}
