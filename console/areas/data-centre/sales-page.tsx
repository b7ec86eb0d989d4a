import { useStore } from '@nanostores/react';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { ORDER_CHANNELS, type OrderChannel } from '@shared/orders/types.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { exportSales, salesReportRecord } from '@shared/data-centre/resources.ts';
import { DATA_CENTRE_LIMITS } from '@shared/data-centre/rules.ts';
import { SALES_FIGURES, type SalesFigure, type SalesProduct, type SalesQuery, type SalesReport } from '@shared/data-centre/types.ts';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { ChannelDonut, SalesTrendChart } from './sales-charts.tsx';
import { Change } from './figure-tiles.tsx';
import './data-centre-texts.ts';
import './data-centre.css';

const KINDS: readonly ProductKind[] = ['course', 'content', 'column', 'planet'];
/** the period and filters in the address: no period is the last 30 days */
const DEFAULTS = { from: '', to: '', channel: '' as '' | OrderChannel, kind: '' as '' | ProductKind };
const CHOICES = { channel: ['', ...ORDER_CHANNELS] as const, kind: ['', ...KINDS] as const };

const formatFigure = (figure: SalesFigure, value: number) => (figure === 'orders' ? formatNumber(value) : formatFen(value));

function Tiles({ report }: { report: SalesReport }) {
  const t = useStore($t);
  return (
    <dl className="lc-sales__tiles" aria-label={t('sales.figures')}>
      {SALES_FIGURES.map((figure) => (
        <div key={figure} className="lc-sales__tile" data-figure={figure}>
          <dt>{t(`sales.figure.${figure}`)}</dt>
          <dd className="lc-sales__value">{formatFigure(figure, report.totals[figure])}</dd>
          <dd className="lc-sales__sub">
            <Change change={report.change[figure]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /database/analysis (销售数据): the teacher's paid orders over a chosen period (the last 30 days at first) and
 * channel and product type, all kept in the address; figures against the previous period of the same length, the
 * money per day, the share of each channel, the ten best-selling products, and the days as an .xlsx.
 */
export default function SalesPage() {
  const t = useStore($t);
  const [state, setState] = useListState(DEFAULTS, CHOICES);
  const period = usePeriod(state, setState, DATA_CENTRE_LIMITS.defaultDays, DATA_CENTRE_LIMITS.presetDays);
  const { range } = period;
  const query: SalesQuery = { start: range[0], end: range[1], ...(state.channel ? { channel: state.channel } : {}), ...(state.kind ? { product_kind: state.kind } : {}) };
  const report = useRecord(salesReportRecord, query);
  const data = report.data;
  const columns: TableColumn<SalesProduct>[] = [
    { key: 'rank', header: t('sales.col.rank'), render: (row) => String((data?.top_products.indexOf(row) ?? 0) + 1) },
    { key: 'title', header: t('sales.col.product'), render: (row) => row.title },
    { key: 'kind', header: t('sales.col.kind'), render: (row) => t(`sales.kind.${row.product_kind}`) },
    { key: 'orders', header: t('sales.col.orders'), align: 'end', render: (row) => formatNumber(row.orders) },
    { key: 'gmv', header: t('sales.col.gmv'), align: 'end', render: (row) => formatFen(row.gmv) },
    { key: 'refunded', header: t('sales.col.refunded'), align: 'end', render: (row) => formatFen(row.refunded) },
    { key: 'net', header: t('sales.col.net'), align: 'end', render: (row) => <strong>{formatFen(row.net)}</strong> },
  ];

  return (
    <section className="lc-card lc-sales">
      <h1 className="lc-page-title">{t('sales.heading')}</h1>
      <p className="lc-sales__muted">{t('sales.intro')}</p>
      <PeriodBar period={period} presets={DATA_CENTRE_LIMITS.presetDays}>
        <Select<'' | OrderChannel>
          label={t('sales.channel')}
          value={state.channel}
          options={CHOICES.channel.map((c) => ({ value: c, label: c ? t(`sales.channel.${c}`) : t('sales.all') }))}
          onChange={(channel) => setState({ channel })}
        />
        <Select<'' | ProductKind>
          label={t('sales.kind')}
          value={state.kind}
          options={CHOICES.kind.map((k) => ({ value: k, label: k ? t(`sales.kind.${k}`) : t('sales.all') }))}
          onChange={(kind) => setState({ kind })}
        />
        <ExportButton className="lc-sales__export" run={() => exportSales(query)} label={t('sales.export')} busyLabel={t('sales.exporting')} done={t('sales.exported')} />
      </PeriodBar>

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <Tiles report={data} />
          <p className="lc-sales__muted">{t('sales.previous', { start: data.previous.start, end: data.previous.end })}</p>
          <div className="lc-sales__charts">
            <figure className="lc-sales__chart">
              <h2>{t('sales.trend')}</h2>
              <SalesTrendChart days={data.days} />
            </figure>
            <figure className="lc-sales__chart">
              <h2>{t('sales.byChannel')}</h2>
              <ChannelDonut channels={data.by_channel} />
            </figure>
          </div>
          <section className="lc-sales__top">
            <h2>{t('sales.top')}</h2>
            <Table label={t('sales.top')} columns={columns} rows={data.top_products} rowKey={(row) => `${row.product_kind}:${row.product_id}`} empty={t('sales.topEmpty')} />
          </section>
        </>
      )}
    </section>
  );
}
