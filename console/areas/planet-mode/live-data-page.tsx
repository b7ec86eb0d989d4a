import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import { liveStatisticsResource, type LiveStatisticsQuery } from '@shared/planet-mode/resources.ts';
import type { LiveFigures, PlanetLive } from '@shared/planet-mode/types.ts';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { ListFilters } from '@console/kit/list-filters.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { planetChoices } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import '@console/kit/kit.css';
import './planet-mode.css';

const DEFAULTS: LiveStatisticsQuery = { planet: 0 };

const FIGURES: [keyof LiveFigures, MessageKey][] = [
  ['viewers', 'planet.mode.liveData.viewers'],
  ['peak_online', 'planet.mode.liveData.peak'],
  ['avg_watch_minutes', 'planet.mode.liveData.avgWatch'],
  ['comments', 'planet.mode.liveData.comments'],
  ['replay_views', 'planet.mode.liveData.replays'],
];

/** /p/planet/live/database (直播数据): the figures of every ended live, with totals; the planet in the address. */
export default function LiveDataPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [state, set] = useListState(DEFAULTS);
  const found = useQuery(keyOf(liveStatisticsResource.name, state), () => liveStatisticsResource.list(state));
  const stats = found.data;

  const columns: TableColumn<PlanetLive>[] = [
    { key: 'title', header: t('planet.mode.live.title'), render: (l) => l.title },
    { key: 'planet', header: t('planet.mode.col.planet'), render: (l) => l.planet_title },
    { key: 'start', header: t('planet.mode.live.start'), render: (l) => formatDateTime(l.start_at) },
    ...FIGURES.map(([figure, label]) => ({ key: figure, header: t(label), align: 'end' as const, render: (l: PlanetLive) => l[figure].toLocaleString('zh-CN') })),
  ];

  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.liveData.heading')}</h1>
        <ListFilters filters={[planetChoices<LiveStatisticsQuery, { planet_id: number }>(planets).filter]} state={state} set={set} />
      </header>
      {found.error && !stats && <QueryError error={found.error} onRetry={found.reload} />}
      {stats && (
        <>
          <h2 className="lc-visually-hidden">{t('planet.mode.liveData.totals')}</h2>
          <ul className="lc-mode-figures" aria-label={t('planet.mode.liveData.totals')}>
            <li>
              {t('planet.mode.liveData.lives')}
              <strong>{stats.totals.lives}</strong>
            </li>
            {FIGURES.map(([figure, label]) => (
              <li key={figure}>
                {t(label)}
                <strong>{stats.totals[figure].toLocaleString('zh-CN')}</strong>
              </li>
            ))}
          </ul>
          <Table label={t('planet.mode.liveData.table')} columns={columns} rows={stats.rows} rowKey={(l) => l.id} busy={found.loading} empty={t('planet.mode.liveData.empty')} />
        </>
      )}
    </section>
  );
}
