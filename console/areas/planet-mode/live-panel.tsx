import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { LiveForm } from '@shared/planet-mode/forms.ts';
import { ANY_STATUS, livesResource, removeLive, type LiveQuery } from '@shared/planet-mode/resources.ts';
import type { PlanetLive } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { deleteAction } from '@console/kit/row-actions.tsx';
import { liveForm } from './live-form.tsx';
import { planetChoices, statusFilter } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

/** a live's cover, or one drawn from its title when it has none */
const cover = (live: PlanetLive) =>
  <RecordCover className="lc-mode__cover" url={live.cover_url} name={live.title} seed={live.id} width={96} height={54} />;

/**
 * The lives of the owner's planets (/p/planet/live/list) or of one planet (its liveList section, `planet` given):
 * status filter, schedule, edit, delete (not while on air).
 */
export function LivePanel({ planets, planet }: { planets: Planet[] | null; planet?: Planet }) {
  const t = useStore($t);
  const status = statusFilter<LiveQuery>(t('planet.mode.live.status'), (value) => t(`planet.mode.live.status.${value}`));
  return (
    <ListScreen<PlanetLive, LiveQuery, LiveForm>
      title={t('planet.mode.live.heading')}
      section={planet !== undefined}
      resource={livesResource}
      // inside a planet's detail the list is that planet's (its `id` stays in the address)
      defaults={{ page: 1, pageSize: 10, planet: planet?.id ?? 0, status: ANY_STATUS }}
      {...(planet ? { choices: { planet: [planet.id] } } : {})}
      filters={planet ? [status] : [planetChoices<LiveQuery, LiveForm>(planets).filter, status]}
      columns={[
        { key: 'cover', header: t('planet.mode.live.cover'), width: 112, render: cover },
        { key: 'title', header: t('planet.mode.live.title'), render: (l) => (<div><strong>{l.title}</strong>{l.introduce && <p className="lc-mode__clamp">{l.introduce}</p>}</div>) },
        ...(planet ? [] : [{ key: 'planet', header: t('planet.mode.col.planet'), render: (l: PlanetLive) => l.planet_title }]),
        { key: 'start', header: t('planet.mode.live.start'), render: (l) => formatDateTime(l.start_at) },
        { key: 'duration', header: t('planet.mode.live.duration'), render: (l) => t('planet.mode.live.durationN', { n: l.duration }) },
        { key: 'status', header: t('planet.mode.live.status'), render: (l) => <span className={`lc-mode__status lc-mode__status--${l.status}`}>{t(`planet.mode.live.status.${l.status}`)}</span> },
      ]}
      rowKey={(l) => l.id}
      rowName={(l) => l.title}
      rowActions={[{ ...deleteAction(removeLive, (l) => l.title), hidden: (l) => l.status === 1 }]}
      createLabel={t('planet.mode.live.create')}
      createDisabled={planets?.length === 0}
      form={liveForm(planets, planet)}
      empty={t('planet.mode.live.empty')}
    />
  );
}
