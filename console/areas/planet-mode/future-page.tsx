import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { roadmapResource, toggleRoadmapItem, type RoadmapQuery } from '@shared/planet-mode/resources.ts';
import { groupByMonth } from '@shared/planet-mode/rules.ts';
import type { RoadmapItem } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { ListFilters, ListTabsBar } from '@console/kit/list-filters.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecordDialog } from '@console/kit/record-dialog.tsx';
import { deleteAction, RowActions, type RowAction } from '@console/kit/row-actions.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { futureForm } from './future-form.tsx';
import { planetChoices } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import '@console/kit/kit.css';
import './planet-mode.css';

const DEFAULTS: RoadmapQuery = { planet: 0, status: 'all' };
const STATUSES = ['all', '0', '1'] as const;
const stale = [roadmapResource];

/** /p/planet/future (未来规划): the owner's content plan, grouped by month; items are marked done or planned again. */
export default function FuturePage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [state, set] = useListState(DEFAULTS, { status: [...STATUSES] });
  const found = useQuery(keyOf(roadmapResource.name, state), () => roadmapResource.list(state));
  const dialog = useRecordDialog(roadmapResource, futureForm(planets));

  const actions: RowAction<RoadmapItem>[] = [
    { label: t('planet.mode.future.markDone'), hidden: (item) => item.status === 1, run: (item) => change(() => toggleRoadmapItem(item), stale) },
    { label: t('planet.mode.future.markPlanned'), hidden: (item) => item.status !== 1, run: (item) => change(() => toggleRoadmapItem(item), stale) },
    { label: t('kit.edit'), run: dialog.edit },
    deleteAction<RoadmapItem>((item) => change(() => roadmapResource.remove!(item), stale), (item) => item.title),
  ];

  const groups = groupByMonth(found.data?.rows ?? []);
  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.future.heading')}</h1>
        <Button variant="primary" disabled={planets?.length === 0} onClick={dialog.create}>{t('planet.mode.future.create')}</Button>
      </header>
      <div className="lc-mode__filters">
        <ListFilters filters={[planetChoices<RoadmapQuery, { planet_id: number }>(planets).filter]} state={state} set={set} />
        <ListTabsBar tabs={{ key: 'status', label: t('planet.mode.activity.status'), options: STATUSES.map((value) => ({ value, label: t(`planet.mode.future.status.${value}`) })) }} state={state} set={set} />
      </div>
      {found.error && !found.data && <QueryError error={found.error} onRetry={found.reload} />}
      {found.data && groups.length === 0 && <p className="lc-mode__muted">{t('planet.mode.future.empty')}</p>}
      <div className="lc-mode-months">
        {groups.map((group) => (
          <section key={group.month} aria-labelledby={`month-${group.month}`}>
            <h2 id={`month-${group.month}`}>{t('planet.mode.future.month', { year: group.month.slice(0, 4), month: Number(group.month.slice(5, 7)) })}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.id} className={`lc-mode-plan${item.status === 1 ? ' lc-mode-plan--done' : ''}`}>
                  <span>
                    {item.planned_on}
                    <br />
                    <span className="lc-mode__muted">{t(`planet.mode.future.status.${item.status}`)}</span>
                  </span>
                  <div>
                    <h3>
                      <span className="lc-mode-tag">{t(`planet.mode.future.kind.${item.kind}`)}</span>
                      {item.title}
                    </h3>
                    <p>{item.planet_title}{item.note ? ` · ${item.note}` : ''}</p>
                  </div>
                  <RowActions row={item} name={item.title} actions={actions} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {dialog.dialog}
    </section>
  );
}
