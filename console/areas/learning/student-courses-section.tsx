import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { hoursMinutes } from '@shared/learning/rules.ts';
import { studentCoursesSource } from '@shared/learning/resources.ts';
import type { StudentCourse } from '@shared/learning/types.ts';
import { ProgressBar } from '@widgets/ui/progress-bar/progress-bar.tsx';
import { PagedTable } from '@console/kit/paged-table.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './learning-texts.ts';
import './learning.css';

const PAGE_SIZE = 10;
const time = (at: number) => formatDateTime(at).slice(0, 16);

/**
 * /user/detail's 课程学习: what the student bought from the teacher, each with how far they got (a
 * progress bar), the time they spent and when they last played.
 */
export function StudentCoursesSection({ id, page, onPage }: { id: number; page: number; onPage: (page: number) => void }) {
  const t = useStore($t);
  const found = useRecord(studentCoursesSource, { id, page, pageSize: PAGE_SIZE });
  const duration = (seconds: number) => {
    const { hours, minutes } = hoursMinutes(seconds);
    return hours > 0 ? t('learning.courses.hours', { h: hours, m: minutes }) : t('learning.courses.minutes', { m: minutes });
  };
  return (
    <>
      <p className="lc-student-section__intro">{t('learning.courses.intro')}</p>
      <PagedTable<StudentCourse>
        label={t('learning.courses.label')}
        found={found}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        rowKey={(c) => `${c.product_kind}:${c.product_id}`}
        empty={t('learning.courses.empty')}
        columns={[
          {
            key: 'product',
            header: t('learning.courses.col.product'),
            width: '30%',
            render: (c) => (
              <>
                {c.title}
                <p className="lc-student-muted">{t(`learning.kind.${c.product_kind}`)}</p>
              </>
            ),
          },
          {
            key: 'progress',
            header: t('learning.courses.col.progress'),
            render: (c) => (
              <div className="lc-learning-course__progress">
                <ProgressBar value={c.progress} label={t('learning.courses.progressOf', { title: c.title })} />
              </div>
            ),
          },
          {
            key: 'time',
            header: t('learning.courses.col.time'),
            render: (c) => (
              <>
                <span className="lc-learning-nowrap">{duration(c.seconds_played)}</span>
                {c.plays_n > 0 && <p className="lc-student-muted">{t('learning.courses.plays', { n: c.plays_n })}</p>}
              </>
            ),
          },
          {
            key: 'last',
            header: t('learning.courses.col.last'),
            render: (c) => <span className="lc-learning-nowrap">{c.last_played_at === null ? t('learning.courses.never') : time(c.last_played_at)}</span>,
          },
          { key: 'bought', header: t('learning.courses.col.bought'), render: (c) => <span className="lc-learning-nowrap">{time(c.bought_at)}</span> },
        ]}
      />
    </>
  );
}
