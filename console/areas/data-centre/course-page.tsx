import { useStore } from '@nanostores/react';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { courseReportRecord, exportCourseData } from '@shared/data-centre/resources.ts';
import { COURSE_RULES, DATA_CENTRE_LIMITS } from '@shared/data-centre/rules.ts';
import { COURSE_FIGURES, COURSE_SORTS, type CourseFigure, type CourseProduct, type CourseQuery, type CourseSort } from '@shared/data-centre/course-types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { TopProductsBar } from './course-charts.tsx';
import { FigureTiles } from './figure-tiles.tsx';
import './data-centre-texts.ts';
import './data-centre.css';

const KINDS: readonly ProductKind[] = ['course', 'content', 'column', 'planet'];
/** the period, kind, sort and page in the address: no period is the last 30 days */
const DEFAULTS = { from: '', to: '', kind: '' as '' | ProductKind, sort: 'gmv' as CourseSort, page: 1 };
const CHOICES = { kind: ['', ...KINDS] as const, sort: COURSE_SORTS };

/** minutes, one decimal */
const minutesOf = (seconds: number) => formatNumber(Math.round(seconds / 6) / 10, 1);

/**
 * /database/course (课程数据): per product of the teacher, the paid orders and the learning of a chosen period (the
 * last 30 days at first), kind, sort and page all kept in the address; the figures against the previous period, the
 * ten products with the most paid money as bars, every product in a sorted, paged table, and the products as .xlsx.
 */
export default function CoursePage() {
  const t = useStore($t);
  const [state, setState] = useListState(DEFAULTS, CHOICES);
  const period = usePeriod(state, setState, DATA_CENTRE_LIMITS.defaultDays, DATA_CENTRE_LIMITS.presetDays);
  const { range } = period;
  const filter: CourseQuery = { start: range[0], end: range[1], ...(state.kind ? { product_kind: state.kind } : {}), sort: state.sort };
  const report = useRecord(courseReportRecord, { ...filter, page: state.page, pageSize: COURSE_RULES.pageSize });
  const data = report.data;

  const valueOf = (figure: CourseFigure, value: number) => {
    if (figure === 'gmv' || figure === 'refunded' || figure === 'net') return formatFen(value);
    if (figure === 'average_progress' || figure === 'completion_rate') return t('courseData.percent', { n: value });
    if (figure === 'seconds_played') return t('courseData.minutes', { n: minutesOf(value) });
    return formatNumber(value);
  };
  const columns: TableColumn<CourseProduct>[] = [
    { key: 'title', header: t('sales.col.product'), render: (row) => row.title },
    { key: 'kind', header: t('sales.col.kind'), render: (row) => t(`sales.kind.${row.product_kind}`) },
    { key: 'orders', header: t('sales.col.orders'), align: 'end', render: (row) => formatNumber(row.orders) },
    { key: 'gmv', header: t('sales.col.gmv'), align: 'end', render: (row) => formatFen(row.gmv) },
    { key: 'refunded', header: t('sales.col.refunded'), align: 'end', render: (row) => formatFen(row.refunded) },
    { key: 'learners', header: t('courseData.figure.learners'), align: 'end', render: (row) => formatNumber(row.learners) },
    { key: 'progress', header: t('courseData.figure.average_progress'), align: 'end', render: (row) => valueOf('average_progress', row.average_progress) },
    { key: 'completion', header: t('courseData.figure.completion_rate'), align: 'end', render: (row) => valueOf('completion_rate', row.completion_rate) },
    { key: 'time', header: t('courseData.figure.seconds_played'), align: 'end', render: (row) => valueOf('seconds_played', row.seconds_played) },
  ];

  return (
    <section className="lc-card lc-sales">
      <h1 className="lc-page-title">{t('courseData.heading')}</h1>
      <p className="lc-sales__muted">{t('courseData.intro', { n: COURSE_RULES.completedProgress })}</p>
      <PeriodBar period={period} presets={DATA_CENTRE_LIMITS.presetDays}>
        <Select<'' | ProductKind>
          label={t('sales.kind')}
          value={state.kind}
          options={CHOICES.kind.map((k) => ({ value: k, label: k ? t(`sales.kind.${k}`) : t('sales.all') }))}
          onChange={(kind) => setState({ kind })}
        />
        <Select<CourseSort> label={t('courseData.sort')} value={state.sort} options={COURSE_SORTS.map((s) => ({ value: s, label: t(`courseData.sort.${s}`) }))} onChange={(sort) => setState({ sort })} />
        <ExportButton className="lc-sales__export" run={() => exportCourseData(filter)} label={t('sales.export')} busyLabel={t('sales.exporting')} done={t('sales.exported')} />
      </PeriodBar>

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <FigureTiles
            label={t('courseData.figures')}
            figures={COURSE_FIGURES}
            name={(figure) => `courseData.figure.${figure}`}
            value={(figure) => valueOf(figure, data.totals[figure])}
            change={data.change}
          />
          <p className="lc-sales__muted">{t('sales.previous', { start: data.previous.start, end: data.previous.end })}</p>
          <figure className="lc-sales__chart">
            <h2>{t('courseData.top')}</h2>
            <TopProductsBar products={data.top} />
          </figure>
          <section className="lc-sales__top">
            <h2>{t('courseData.table')}</h2>
            <Table label={t('courseData.table')} columns={columns} rows={data.products.rows} rowKey={(row) => `${row.product_kind}:${row.product_id}`} empty={t('courseData.empty')} />
            <Pager className="lc-list__pager" total={data.products.total} page={state.page} pageSize={COURSE_RULES.pageSize} onChange={(page) => setState({ page })} disabled={report.loading} />
          </section>
        </>
      )}
    </section>
  );
}
