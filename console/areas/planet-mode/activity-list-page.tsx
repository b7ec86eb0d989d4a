import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { activitiesResource, ANY_STATUS, type ActivityQuery } from '@shared/planet-mode/resources.ts';
import type { ActivityInput, PlanetActivity } from '@shared/planet-mode/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { activityForm } from './activity-form.tsx';
import { planetChoices, statusFilter } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

const DEFAULTS: ActivityQuery = { page: 1, pageSize: 10, planet: 0, status: ANY_STATUS, keyword: '' };

/** /p/planet/activityList: the owner's planet activities, online and offline, with their time-derived status. */
export default function ActivityListPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  return (
    <ListScreen<PlanetActivity, ActivityQuery, ActivityInput>
      title={t('planet.mode.activity.heading')}
      resource={activitiesResource}
      defaults={DEFAULTS}
      filters={[
        planetChoices<ActivityQuery, ActivityInput>(planets).filter,
        statusFilter<ActivityQuery>(t('planet.mode.activity.status'), (status) => t(`planet.mode.status.${status}`)),
        { kind: 'search', key: 'keyword', label: t('planet.mode.activity.search') },
      ]}
      columns={[
        {
          key: 'title',
          header: t('planet.mode.activity.title'),
          width: '26%',
          render: (a) => (
            <div>
              <strong>{a.title}</strong>
              <p className="lc-mode__clamp">{t(`planet.mode.activity.kind.${a.kind}`)} · {a.place}</p>
            </div>
          ),
        },
        { key: 'planet', header: t('planet.mode.col.planet'), render: (a) => a.planet_title },
        { key: 'time', header: t('planet.mode.activity.time'), render: (a) => <span>{formatDateTime(a.start_at)}<br /><span className="lc-mode__muted">{formatDateTime(a.end_at)}</span></span> },
        { key: 'quota', header: t('planet.mode.activity.quotaCol'), render: (a) => `${a.signups} / ${a.quota === 0 ? t('planet.mode.activity.unlimited') : a.quota}` },
        { key: 'status', header: t('planet.mode.activity.status'), render: (a) => <span className={`lc-mode__status lc-mode__status--${a.status}`}>{t(`planet.mode.status.${a.status}`)}</span> },
      ]}
      rowKey={(a) => a.id}
      rowName={(a) => a.title}
      createLabel={t('planet.mode.activity.create')}
      createDisabled={planets?.length === 0}
      form={activityForm(planets)}
      empty={t('planet.mode.activity.empty')}
    />
  );
}
