import { useStore } from '@nanostores/react';
import { formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { DATA_CENTRE_LIMITS } from '@shared/data-centre/rules.ts';
import { studentDashboardRecord } from '@shared/learning/resources.ts';
import { STUDENT_FIGURES, type StudentDashboard, type StudentDay } from '@shared/learning/types.ts';
import { Table } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { NO_PERIOD, PeriodBar, usePeriod } from '@console/kit/period.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { StudentTrendChart } from './student-trend-chart.tsx';
import './learning-texts.ts';
import './learning.css';

function Change({ change }: { change: number | null }) {
  const t = useStore($t);
  if (change === null) return <span>{t('learning.change.none')}</span>;
  if (change === 0) return <span>{t('learning.change.same')}</span>;
  return (
    <span className={`lc-learning__change--${change > 0 ? 'up' : 'down'}`}>{t(change > 0 ? 'learning.change.up' : 'learning.change.down', { n: Math.abs(change) })}</span>
  );
}

function Tiles({ report }: { report: StudentDashboard }) {
  const t = useStore($t);
  return (
    <dl className="lc-learning__tiles" aria-label={t('learning.figures')}>
      {STUDENT_FIGURES.map((figure) => (
        <div key={figure} className="lc-learning__tile" data-figure={figure}>
          <dt>{t(`learning.figure.${figure}`)}</dt>
          <dd className="lc-learning__value">{formatNumber(report.totals[figure])}</dd>
          <dd className="lc-learning__sub">
            <Change change={report.change[figure]} />
          </dd>
        </div>
      ))}
      <div className="lc-learning__tile" data-figure="students">
        <dt>{t('learning.figure.students')}</dt>
        <dd className="lc-learning__value">{formatNumber(report.students)}</dd>
        <dd className="lc-learning__sub">{t('learning.figure.studentsNote')}</dd>
      </div>
    </dl>
  );
}

/**
 * /user/dashboard (用户概览, spec §2 "Users"): new, active and paying students over a chosen period (the last 30 days
 * at first, kept in the address), each against the previous period of the same length, the three per day as lines
 * and as a table.
 */
export default function StudentDashboardPage() {
  const t = useStore($t);
  const [state, setState] = useListState(NO_PERIOD);
  const period = usePeriod(state, setState, DATA_CENTRE_LIMITS.defaultDays, DATA_CENTRE_LIMITS.presetDays);
  const { range } = period;
  const report = useRecord(studentDashboardRecord, { from: range[0], to: range[1] });
  const data = report.data;


  return (
    <section className="lc-card lc-learning">
      <h1 className="lc-page-title">{t('learning.dashboard.heading')}</h1>
      <p className="lc-learning__muted">{t('learning.dashboard.intro')}</p>
      <PeriodBar period={period} presets={DATA_CENTRE_LIMITS.presetDays} />

      {report.error && !data && <QueryError error={report.error} onRetry={report.reload} />}
      {data && (
        <>
          <Tiles report={data} />
          <p className="lc-learning__muted">{t('learning.previous', { start: data.previous.from, end: data.previous.to, active: data.day_sums.active, paying: data.day_sums.paying })}</p>
          <figure className="lc-learning__chart">
            <h2>{t('learning.trend')}</h2>
            <StudentTrendChart days={data.days} />
          </figure>
          <section className="lc-learning__days">
            <h2>{t('learning.days')}</h2>
            <Table<StudentDay>
              label={t('learning.days')}
              rows={[...data.days].reverse()}
              rowKey={(day) => day.date}
              columns={[
                { key: 'date', header: t('learning.col.date'), render: (day) => day.date },
                ...STUDENT_FIGURES.map((figure) => ({ key: figure, header: t(`learning.figure.${figure}`), align: 'end' as const, render: (day: StudentDay) => formatNumber(day[figure]) })),
              ]}
            />
          </section>
        </>
      )}
    </section>
  );
}
