import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { deleteRoadmapItem, fetchRoadmap, setRoadmapStatus } from '@shared/planet-mode/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { groupByMonth } from '@shared/planet-mode/rules.ts';
import type { RoadmapItem, RoadmapStatus } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { FutureDialog } from './future-dialog.tsx';
import { confirmThen, PlanetFilter, toastError, EditRemoveButtons } from './mode-kit.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';

type StatusFilter = 'all' | '0' | '1';

/** /p/planet/future (未来规划): the owner's content plan, grouped by month; items are marked done or planned again. */
export default function FuturePage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [planetId, setPlanetId] = useState<number | undefined>();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [items, setItems] = useState<RoadmapItem[] | null>(null);
  const [editing, setEditing] = useState<RoadmapItem | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setItems(await fetchRoadmap({ planetId, status: filter === 'all' ? undefined : (Number(filter) as RoadmapStatus) }));
    } catch (error) {
      toastError(error);
    }
  }, [planetId, filter]);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = async (item: RoadmapItem) => {
    setBusy(item.id);
    try {
      await setRoadmapStatus(item.id, item.status === 1 ? 0 : 1);
      await load();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const remove = async (item: RoadmapItem) => {
    if (await confirmThen(t('planet.mode.delete'), t('planet.mode.deleteConfirm', { title: item.title }), () => deleteRoadmapItem(item.id), t('planet.mode.deleted'))) await load();
  };

  const groups = groupByMonth(items ?? []);
  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.future.heading')}</h1>
        <Button variant="primary" disabled={planets?.length === 0} onClick={() => setEditing('new')}>{t('planet.mode.future.create')}</Button>
      </header>
      <div className="lc-mode__filters">
        <PlanetFilter planets={planets} value={planetId} onChange={setPlanetId} />
        <Tabs
          label={t('planet.mode.activity.status')}
          items={(['all', '0', '1'] as const).map((key) => ({ key, label: t(`planet.mode.future.status.${key}`) }))}
          value={filter}
          onChange={setFilter}
        />
      </div>
      {items && groups.length === 0 && <p className="lc-mode__muted">{t('planet.mode.future.empty')}</p>}
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
                  <div className="lc-mode__actions">
                    <Button variant="text" loading={busy === item.id} aria-label={`${t(item.status === 1 ? 'planet.mode.future.markPlanned' : 'planet.mode.future.markDone')} ${item.title}`} onClick={() => void toggle(item)}>
                      {t(item.status === 1 ? 'planet.mode.future.markPlanned' : 'planet.mode.future.markDone')}
                    </Button>
                    <EditRemoveButtons name={item.title} onEdit={() => setEditing(item)} onRemove={() => void remove(item)} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {editing && (
        <FutureDialog
          item={editing === 'new' ? null : editing}
          planets={planets}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </section>
  );
}
