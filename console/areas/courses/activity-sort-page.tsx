import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import type { CourseActivity, Partition } from '@shared/courses/activity-types.ts';
import { partitionActivitiesResource, partitionsResource, sortPartitionActivities, sortPartitions } from '@shared/courses/promotion-resources.ts';
import { ACTIVITY_LIST_PATH } from '@shared/courses/routes.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Select } from '@widgets/ui/select/select.tsx';
import { change, useQuery } from '@console/kit/data.ts';
import { OrderedTable } from '@console/kit/ordered-table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { ActivityCell, ActivityState } from './activity-cells.tsx';
import './course-texts.ts';
import './courses.css';
import './course-pages.css';
import './promotions.css';

/**
 * /course/activity/sort (spec §2): the order students see on the course pages — the partitions, then the activities
 * of the partition chosen (kept in the address bar as `partition`), each by dragging or with 上移/下移, saved at
 * once.
 */
export default function ActivitySortPage() {
  const t = useStore($t);
  const [params, setParams] = useSearchParams();
  const partitions = useQuery(partitionsResource.name, () => partitionsResource.list({}));
  const rows = partitions.data?.rows ?? [];
  const asked = Number(params.get('partition') ?? '');
  const chosen = rows.find((partition) => partition.id === asked) ?? rows[0];

  return (
    <section className="lc-card lc-course-column">
      <header className="lc-course-column__head">
        <h1 className="lc-page-title">{t('courses.sort.heading')}</h1>
        <div className="lc-course-column__actions">
          <Link className="lc-button lc-button--default" to={ACTIVITY_LIST_PATH}>{t('courses.sort.back')}</Link>
        </div>
      </header>
      <p className="lc-course-muted">{t('courses.sort.hint')}</p>
      <h2 className="lc-activity-sort__title">{t('courses.sort.partitions')}</h2>
      {partitions.error && !partitions.data ? (
        <QueryError error={partitions.error} onRetry={partitions.reload} />
      ) : (
        <OrderedTable<Partition>
          label={t('courses.sort.partitions')}
          rows={rows}
          rowKey={(partition) => partition.id}
          rowName={(partition) => partition.name}
          busy={partitions.loading}
          empty={partitions.loading ? t('common.loading') : t('courses.partition.empty')}
          savedText={t('courses.sort.partitionsSaved')}
          saveOrder={(next) => change(() => sortPartitions(next), [partitionsResource])}
          columns={[
            { key: 'name', header: t('courses.activity.partition'), render: (partition) => partition.name },
            { key: 'count', header: t('courses.partition.count'), render: (partition) => partition.activity_count },
          ]}
        />
      )}
      <h2 className="lc-activity-sort__title">{t('courses.sort.activities')}</h2>
      {chosen && (
        <>
          <Select<number>
            label={t('courses.activity.partition')}
            className="lc-activity-sort__choice"
            value={chosen.id}
            options={rows.map((partition) => ({ value: partition.id, label: partition.name }))}
            onChange={(id) => setParams({ partition: String(id) }, { replace: true })}
          />
          <PartitionActivities key={chosen.id} partition={chosen} />
        </>
      )}
    </section>
  );
}

function PartitionActivities({ partition }: { partition: Partition }) {
  const t = useStore($t);
  const resource = partitionActivitiesResource(partition.id);
  const held = useQuery(resource.name, () => resource.list({}));
  if (held.error && !held.data) return <QueryError error={held.error} onRetry={held.reload} />;
  return (
    <OrderedTable<CourseActivity>
      label={t('courses.sort.activities')}
      rows={held.data?.rows ?? []}
      rowKey={(activity) => activity.id}
      rowName={(activity) => activity.title}
      busy={held.loading}
      empty={held.loading ? t('common.loading') : t('courses.sort.noActivities')}
      savedText={t('courses.sort.activitiesSaved')}
      saveOrder={(next) => change(() => sortPartitionActivities(partition.id, next), ['courses/activities'])}
      columns={[
        { key: 'activity', header: t('courses.activity.col.activity'), render: (activity) => <ActivityCell activity={activity} /> },
        { key: 'status', header: t('courses.activity.status'), render: (activity) => <ActivityState activity={activity} /> },
      ]}
    />
  );
}
