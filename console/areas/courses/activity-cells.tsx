import { useStore } from '@nanostores/react';
import type { CourseActivity } from '@shared/courses/activity-types.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';

/** An activity's cover (or its initials), title and where it leads. */
export function ActivityCell({ activity }: { activity: CourseActivity }) {
  const t = useStore($t);
  const target =
    activity.link_type === 'url'
      ? t('courses.activity.toUrl', { url: activity.url })
      : activity.course_id
        ? t('courses.activity.toCourse', { title: activity.course_title })
        : t('courses.activity.courseGone');
  return (
    <div className="lc-course-cell">
      <RecordCover className="lc-activity__cover" url={activity.cover_url} name={activity.title} seed={activity.id} width={100} height={40} />
      <div>
        <strong className="lc-course-cell__title">{activity.title}</strong>
        <p className={`lc-course-cell__summary${activity.link_type === 'course' && !activity.course_id ? ' lc-activity__gone' : ''}`}>{target}</p>
      </div>
    </div>
  );
}

/** 未开始, 进行中 or 已结束 by the time, and 已停用 when switched off. */
export function ActivityState({ activity }: { activity: CourseActivity }) {
  const t = useStore($t);
  return (
    <span className="lc-activity__state">
      <span className={`lc-activity__status lc-activity__status--${activity.status}`}>{t(`courses.activity.status.${activity.status}`)}</span>
      {activity.enabled === 0 && <span className="lc-activity__status lc-activity__status--off">{t('courses.activity.off')}</span>}
    </span>
  );
}

export function ActivityTime({ activity }: { activity: CourseActivity }) {
  return (
    <span className="lc-course-nowrap">
      {formatDateTime(activity.start_at)}
      <br />
      <span className="lc-course-muted">{formatDateTime(activity.end_at)}</span>
    </span>
  );
}
