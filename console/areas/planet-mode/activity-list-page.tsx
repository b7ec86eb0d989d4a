import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@shared/api/types.ts';
import { useStore } from '@nanostores/react';
import { deleteActivity, fetchActivities } from '@shared/planet-mode/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetActivity, TimeStatus } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { ActivityDialog } from './activity-dialog.tsx';
import { confirmThen, PlanetFilter, toastError, EditRemoveButtons } from './mode-kit.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';

const PAGE_SIZE = 10;

/** /p/planet/activityList: the owner's planet activities, online and offline, with their time-derived status. */
export default function ActivityListPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [planetId, setPlanetId] = useState<number | undefined>();
  const [status, setStatus] = useState<TimeStatus | -1>(-1);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<Page<PlanetActivity> | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<PlanetActivity | 'new' | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchActivities({ page, pageSize: PAGE_SIZE, planetId, keyword, status: status === -1 ? undefined : status }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, planetId, keyword, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (activity: PlanetActivity) => {
    if (await confirmThen(t('planet.mode.delete'), t('planet.mode.deleteConfirm', { title: activity.title }), () => deleteActivity(activity.id), t('planet.mode.deleted'))) await load();
  };

  const columns: TableColumn<PlanetActivity>[] = [
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
    {
      key: 'actions',
      header: t('common.actions'),
      render: (a) => (
        <div className="lc-mode__actions">
          <EditRemoveButtons name={a.title} onEdit={() => setEditing(a)} onRemove={() => void remove(a)} />
        </div>
      ),
    },
  ];

  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.activity.heading')}</h1>
        <Button variant="primary" disabled={planets?.length === 0} onClick={() => setEditing('new')}>{t('planet.mode.activity.create')}</Button>
      </header>
      <div className="lc-mode__filters">
        <PlanetFilter planets={planets} value={planetId} onChange={(id) => { setPlanetId(id); setPage(1); }} />
        <Select<number>
          label={t('planet.mode.activity.status')}
          value={status}
          options={[-1, 0, 1, 2].map((value) => ({ value, label: t(value === -1 ? 'planet.mode.status.all' : (`planet.mode.status.${value}` as 'planet.mode.status.0')) }))}
          onChange={(value) => { setStatus(value as TimeStatus | -1); setPage(1); }}
        />
        <SearchBox label={t('planet.mode.activity.search')} placeholder={t('planet.mode.activity.search')} clearLabel={t('common.clear')} value={keyword} onSearch={(text) => { setKeyword(text); setPage(1); }} />
      </div>
      <Table label={t('planet.mode.activity.heading')} columns={columns} rows={found?.rows ?? []} rowKey={(a) => a.id} busy={busy} empty={found && t('planet.mode.activity.empty')} />
      {found && found.totalCount > PAGE_SIZE && <Pager className="lc-mode__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />}
      {editing && (
        <ActivityDialog
          activity={editing === 'new' ? null : editing}
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
