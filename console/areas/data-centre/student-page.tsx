import { useStore } from '@nanostores/react';
import { formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { exportStudentData, studentReportRecord } from '@shared/data-centre/resources.ts';
import { DATA_CENTRE_LIMITS } from '@shared/data-centre/rules.ts';
import { STUDENT_DATA_FIGURES, type StudentDataQuery } from '@shared/data-centre/course-types.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { NO_PERIOD, PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { NewChannelDonut, SpendBars, StudentTrendChart } from './course-charts.tsx';
import { FigureTiles } from './figure-tiles.tsx';
import './data-centre-texts.ts';
import './data-centre.css';

/**
 * /database/student (学员数据): the teacher's new, active, paying and repeat students of a chosen period (the last
 * 30 days at first, kept in the address) and the conversion, against the previous period; the students per day, the
 * new students by channel, every student by spend, and the days as an .xlsx.
 */
export default function StudentDataPage() {
  const t = useStore($t);
  const [state, setState] = useListState(NO_PERIOD);
  const period = usePeriod(state, setState, DATA_CENTRE_LIMITS.defaultDays, DATA_CENTRE_LIMITS.presetDays);
  const { range } = period;
  const query: StudentDataQuery = { start: range[0], end: range[1] };
  const report = useRecord(studentReportRecord, query);
  const data = report.data;

  return (
    <section className="lc-card lc-sales">
      <h1 className="lc-page-title">{t('studentData.heading')}</h1>
      <p className="lc-sales__muted">{t('studentData.intro')}</p>
      <PeriodBar period={period} presets={DATA_CENTRE_LIMITS.presetDays}>
        <ExportButton className="lc-sales__export" run={() => exportStudentData(query)} label={t('sales.export')} busyLabel={t('sales.exporting')} done={t('sales.exported')} />
      </PeriodBar>

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <FigureTiles
            label={t('studentData.figures')}
            figures={STUDENT_DATA_FIGURES}
            name={(figure) => `studentData.figure.${figure}`}
            value={(figure) => (figure === 'conversion' ? t('courseData.percent', { n: data.totals.conversion }) : formatNumber(data.totals[figure]))}
            change={data.change}
          />
          <p className="lc-sales__muted">
            {t('sales.previous', { start: data.previous.start, end: data.previous.end })} · {t('studentData.students', { n: formatNumber(data.students) })}
          </p>
          <div className="lc-sales__charts">
            <figure className="lc-sales__chart">
              <h2>{t('studentData.trend')}</h2>
              <StudentTrendChart days={data.days} />
            </figure>
            <figure className="lc-sales__chart">
              <h2>{t('studentData.byChannel')}</h2>
              <NewChannelDonut channels={data.by_channel} />
            </figure>
          </div>
          <figure className="lc-sales__chart lc-sales__top">
            <h2>{t('studentData.spend')}</h2>
            <SpendBars buckets={data.spend} />
          </figure>
        </>
      )}
    </section>
  );
}
