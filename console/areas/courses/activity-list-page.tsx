import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import type { CourseActivity } from '@shared/courses/activity-types.ts';
import type { ActivityForm } from '@shared/courses/activity-forms.ts';
import { activitiesResource, ANY, setActivityEnabled, type ActivityListState } from '@shared/courses/promotion-resources.ts';
import { ACTIVITY_SORT_PATH } from '@shared/courses/routes.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { activityForm } from './activity-form.tsx';
import { ActivityCell, ActivityState, ActivityTime } from './activity-cells.tsx';
import { PartitionsDialog } from './partitions-dialog.tsx';
import { useCourseChoices, usePartitions } from './use-promotion-choices.ts';
import './course-texts.ts';
import './courses.css';
import './course-pages.css';
import './promotions.css';

const DEFAULTS: ActivityListState = { page: 1, pageSize: 10, partition: 0, status: ANY, keyword: '' };

/**
 * /course/activityList (spec §2): the activities of the course pages by partition and place, filtered by partition,
 * status and title in the address bar; created and edited in a dialog, switched off and on, deleted after a
 * question; the partitions managed in a dialog of their own, and their order on /course/activity/sort.
 */
export default function ActivityListPage() {
  const t = useStore($t);
  const partitions = usePartitions();
  const courses = useCourseChoices();
  const [managing, setManaging] = useState(false);
  const none = partitions?.length === 0;

  return (
    <>
      <ListScreen<CourseActivity, ActivityListState, ActivityForm>
        title={t('courses.activity.heading')}
        resource={activitiesResource}
        defaults={DEFAULTS}
        intro={<p className="lc-course-muted lc-activity__intro">{none ? t('courses.activity.noPartition') : t('courses.activity.intro')}</p>}
        filters={[
          {
            kind: 'select',
            key: 'partition',
            label: t('courses.activity.partition'),
            options: [{ value: 0, label: t('courses.activity.allPartitions') }, ...(partitions ?? []).map((partition) => ({ value: partition.id, label: partition.name }))],
          },
          {
            kind: 'select',
            key: 'status',
            label: t('courses.activity.status'),
            options: [{ value: ANY, label: t('courses.activity.status.any') }, ...([0, 1, 2] as const).map((status) => ({ value: status, label: t(`courses.activity.status.${status}`) }))],
          },
          { kind: 'search', key: 'keyword', label: t('courses.activity.search') },
        ]}
        columns={[
          { key: 'activity', header: t('courses.activity.col.activity'), width: '38%', render: (activity) => <ActivityCell activity={activity} /> },
          {
            key: 'partition',
            header: t('courses.activity.partition'),
            render: (activity) => (
              <span className="lc-course-nowrap">
                {activity.partition_name}
                <br />
                <span className="lc-course-muted">{t('courses.activity.col.place', { n: activity.position })}</span>
              </span>
            ),
          },
          { key: 'time', header: t('courses.activity.col.time'), render: (activity) => <ActivityTime activity={activity} /> },
          { key: 'status', header: t('courses.activity.status'), render: (activity) => <ActivityState activity={activity} /> },
        ]}
        rowKey={(activity) => activity.id}
        rowName={(activity) => activity.title}
        rowActions={[
          { label: t('courses.activity.turnOn'), hidden: (row) => row.enabled === 1, run: (row) => setActivityEnabled(row, true), done: t('courses.activity.turnedOn') },
          {
            label: t('courses.activity.turnOff'),
            hidden: (row) => row.enabled === 0,
            run: (row) => setActivityEnabled(row, false),
            confirm: (row) => t('courses.activity.turnOffConfirm', { title: row.title }),
            done: t('courses.activity.turnedOff'),
          },
        ]}
        form={activityForm(partitions, courses, 0)}
        createLabel={t('courses.activity.create')}
        createDisabled={!partitions || none}
        actions={
          <>
            <Link className="lc-button lc-button--default" to={ACTIVITY_SORT_PATH}>{t('courses.activity.sortLink')}</Link>
            <Button onClick={() => setManaging(true)}>{t('courses.activity.manage')}</Button>
          </>
        }
        empty={(state) => (state.keyword || state.partition || state.status !== ANY ? t('courses.activity.emptyFiltered') : t('courses.activity.empty'))}
      />
      {managing && <PartitionsDialog onClose={() => setManaging(false)} />}
    </>
  );
}
