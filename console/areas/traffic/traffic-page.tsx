import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { formatBytes } from '@shared/format/bytes.ts';
import { formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import { trafficReportRecord } from '@shared/traffic/resources.ts';
import { changePercent, TRAFFIC_LIMITS } from '@shared/traffic/rules.ts';
import type { TrafficDay, TrafficReport } from '@shared/traffic/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { NO_PERIOD, PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { AllowanceMeter } from './allowance-meter.tsx';
import { TrafficChart } from './traffic-chart.tsx';
import './traffic-texts.ts';
import './traffic.css';

const PRESETS = [7, 30] as const;

/** 'Up 12.5% on the previous period' and the like. */
function ChangeNote({ report }: { report: TrafficReport }) {
  const t = useStore($t);
  const change = changePercent(report.totals.total, report.previous.totals.total);
  const text =
    change === null ? t('traffic.change.none') : change === 0 ? t('traffic.change.same') : t(change > 0 ? 'traffic.change.up' : 'traffic.change.down', { n: Math.abs(change) });
  return <span className="lc-traffic__change">{text}</span>;
}

/**
 * /traffic (流量统计): what the teacher's materials served per day and kind over a chosen period (the last 30 days
 * at first, kept in the address), against the period before, as a stacked bar chart and a table, with this
 * month's allowance.
 */
export default function TrafficPage() {
  const t = useStore($t);
  const [state, setState] = useListState(NO_PERIOD);
  const period = usePeriod(state, setState, TRAFFIC_LIMITS.defaultDays, PRESETS);
  const { range } = period;
  const report = useRecord(trafficReportRecord, { start: range[0], end: range[1] });
  const data = report.data;

  const columns: TableColumn<TrafficDay>[] = [
    { key: 'date', header: t('traffic.col.date'), render: (day) => day.date },
    ...MATERIAL_KINDS.map((kind): TableColumn<TrafficDay> => ({ key: kind, header: t(`traffic.kind.${kind}`), align: 'end', render: (day) => formatBytes(day[kind]) })),
    { key: 'total', header: t('traffic.col.total'), align: 'end', render: (day) => <strong>{formatBytes(day.total)}</strong> },
    { key: 'requests', header: t('traffic.col.requests'), align: 'end', render: (day) => formatNumber(day.requests) },
  ];

  return (
    <section className="lc-card lc-traffic">
      <h1 className="lc-page-title">{t('traffic.heading')}</h1>
      <p className="lc-traffic__muted">{t('traffic.intro')}</p>
      <PeriodBar period={period} presets={PRESETS} />

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <div className="lc-traffic__top">
            <dl className="lc-traffic__cards" aria-label={t('traffic.figures')}>
              <div className="lc-traffic__card lc-traffic__card--main">
                <dt>{t('traffic.total')}</dt>
                <dd>{formatBytes(data.totals.total)}</dd>
                <dd className="lc-traffic__sub">
                  <ChangeNote report={data} />
                </dd>
                <dd className="lc-traffic__sub">
                  {t('traffic.previous', { start: data.previous.start, end: data.previous.end })} {formatBytes(data.previous.totals.total)}
                </dd>
              </div>
              {MATERIAL_KINDS.map((kind) => (
                <div key={kind} className="lc-traffic__card">
                  <dt>{t(`traffic.kind.${kind}`)}</dt>
                  <dd>{formatBytes(data.totals[kind])}</dd>
                </div>
              ))}
              <div className="lc-traffic__card">
                <dt>{t('traffic.requests')}</dt>
                <dd>{formatNumber(data.totals.requests)}</dd>
              </div>
            </dl>
            <section className="lc-traffic__allowance" aria-labelledby="lc-traffic-allowance">
              <h2 id="lc-traffic-allowance">{t('traffic.allowance.title')}</h2>
              <AllowanceMeter allowance={data.allowance} title={t('traffic.allowance.title')} />
              <Link to="/package">{t('traffic.allowance.buy')}</Link>
            </section>
          </div>

          <figure className="lc-traffic__chart">
            <h2>{t('traffic.chart')}</h2>
            <TrafficChart days={data.days} />
          </figure>

          <section className="lc-traffic__detail">
            <h2>{t('traffic.detail')}</h2>
            <Table label={t('traffic.detail')} columns={columns} rows={[...data.days].reverse()} rowKey={(day) => day.date} />
          </section>
        </>
      )}
    </section>
  );
}
