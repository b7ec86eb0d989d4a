import { useStore } from '@nanostores/react';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { exportLiving, livingReportRecord } from '@shared/data-centre/resources.ts';
import { DATA_CENTRE_LIMITS } from '@shared/data-centre/rules.ts';
import { LIVING_FIGURES, LIVING_SORTS, type LivingFigure, type LivingQuery, type LivingSession, type LivingSort } from '@shared/data-centre/live-types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { FigureTiles } from './figure-tiles.tsx';
import { LivingTrendChart } from './live-charts.tsx';
import './data-centre-texts.ts';
import './data-centre.css';

const PAGE_SIZE = 20;
/** the period, sort and page in the address: no period is the last 30 days */
const DEFAULTS = { from: '', to: '', sort: 'start' as LivingSort, page: 1 };
const CHOICES = { sort: LIVING_SORTS };

const time = (seconds: number) => formatDateTime(seconds).slice(0, 16);

/**
 * /database/living (直播数据): the teacher's live sessions held over a chosen period (the last 30 days at first),
 * with the figures against the previous period of the same length, viewers and replay views per day, and the
 * sessions with their course's orders, sorted and paged; period, sort and page are kept in the address. The
 * sessions export as an .xlsx.
 */
export default function LivingPage() {
  const t = useStore($t);
  const [state, setState] = useListState(DEFAULTS, CHOICES);
  const period = usePeriod(state, setState, DATA_CENTRE_LIMITS.defaultDays, DATA_CENTRE_LIMITS.presetDays);
  const { range } = period;
  const query: LivingQuery = { start: range[0], end: range[1], sort: state.sort, page: state.page, pageSize: PAGE_SIZE };
  const report = useRecord(livingReportRecord, query);
  const data = report.data;
  const formatFigure = (figure: LivingFigure, value: number) => (figure === 'average_duration' ? t('living.minutes', { n: formatNumber(value) }) : formatNumber(value));
  const columns: TableColumn<LivingSession>[] = [
    { key: 'title', header: t('living.col.title'), render: (row) => row.title },
    { key: 'start', header: t('living.col.start'), render: (row) => time(row.start_at) },
    { key: 'duration', header: t('living.col.duration'), align: 'end', render: (row) => t('living.minutes', { n: formatNumber(row.duration) }) },
    { key: 'status', header: t('living.col.status'), render: (row) => t(`living.status.${row.status}`) },
    { key: 'viewers', header: t('living.col.viewers'), align: 'end', render: (row) => formatNumber(row.viewers) },
    { key: 'peak', header: t('living.col.peak'), align: 'end', render: (row) => formatNumber(row.peak_online) },
    { key: 'replays', header: t('living.col.replays'), align: 'end', render: (row) => formatNumber(row.replay_views) },
    { key: 'reservations', header: t('living.col.reservations'), align: 'end', render: (row) => formatNumber(row.reservations) },
    { key: 'course', header: t('living.col.course'), render: (row) => row.course_title || t('living.noCourse') },
    { key: 'orders', header: t('living.col.orders'), align: 'end', render: (row) => formatNumber(row.orders) },
    { key: 'gmv', header: t('living.col.gmv'), align: 'end', render: (row) => formatFen(row.gmv) },
  ];

  return (
    <section className="lc-card lc-sales">
      <h1 className="lc-page-title">{t('living.heading')}</h1>
      <p className="lc-sales__muted">{t('living.intro')}</p>
      <PeriodBar period={period} presets={DATA_CENTRE_LIMITS.presetDays}>
        <Select<LivingSort>
          label={t('living.sort')}
          value={state.sort}
          options={LIVING_SORTS.map((sort) => ({ value: sort, label: t(`living.sort.${sort}`) }))}
          onChange={(sort) => setState({ sort })}
        />
        <ExportButton className="lc-sales__export" run={() => exportLiving({ start: query.start, end: query.end, sort: state.sort })} label={t('living.export')} busyLabel={t('living.exporting')} done={t('living.exported')} />
      </PeriodBar>

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <FigureTiles
            label={t('living.figures')}
            figures={LIVING_FIGURES}
            name={(figure) => `living.figure.${figure}`}
            value={(figure) => formatFigure(figure, data.totals[figure])}
            change={data.change}
          />
          <p className="lc-sales__muted">{t('sales.previous', { start: data.previous.start, end: data.previous.end })}</p>
          <figure className="lc-sales__chart">
            <h2>{t('living.trend')}</h2>
            <LivingTrendChart days={data.days} />
          </figure>
          <section className="lc-sales__top">
            <h2>{t('living.table')}</h2>
            <Table label={t('living.table')} columns={columns} rows={data.sessions.rows} rowKey={(row) => row.id} empty={t('living.empty')} busy={report.loading} />
            <Pager className="lc-list__pager" total={data.sessions.total} page={state.page} pageSize={PAGE_SIZE} onChange={(page) => setState({ page })} disabled={report.loading} />
          </section>
        </>
      )}
    </section>
  );
}
