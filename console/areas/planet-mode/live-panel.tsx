import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Page } from '@shared/api/types.ts';
import { useStore } from '@nanostores/react';
import { deleteLive, fetchLives } from '@shared/planet-mode/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetLive, TimeStatus } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { LiveDialog } from './live-dialog.tsx';
import { confirmThen, PlanetFilter, toastError, EditRemoveButtons } from './mode-kit.tsx';

const PAGE_SIZE = 10;

/**
 * The lives of the owner's planets (/p/planet/live/list) or of one planet (its liveList section, `planet` given):
 * status filter, schedule, edit, delete.
 */
export function LivePanel({ planets, planet, heading }: { planets: Planet[] | null; planet?: Planet; heading: ReactNode }) {
  const t = useStore($t);
  const [planetId, setPlanetId] = useState<number | undefined>(planet?.id);
  const [status, setStatus] = useState<TimeStatus | -1>(-1);
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<Page<PlanetLive> | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<PlanetLive | 'new' | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchLives({ page, pageSize: PAGE_SIZE, planetId, status: status === -1 ? undefined : status }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, planetId, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (live: PlanetLive) => {
    if (await confirmThen(t('planet.mode.delete'), t('planet.mode.deleteConfirm', { title: live.title }), () => deleteLive(live.id), t('planet.mode.deleted'))) await load();
  };

  const columns: TableColumn<PlanetLive>[] = [
    { key: 'cover', header: t('planet.mode.live.cover'), width: 112, render: (l) => (l.cover_url ? <img className="lc-mode__cover" src={l.cover_url} alt="" width={96} height={54} /> : <span className="lc-mode__cover" />) },
    { key: 'title', header: t('planet.mode.live.title'), render: (l) => (<div><strong>{l.title}</strong>{l.introduce && <p className="lc-mode__clamp">{l.introduce}</p>}</div>) },
    ...(planet ? [] : [{ key: 'planet', header: t('planet.mode.col.planet'), render: (l: PlanetLive) => l.planet_title }]),
    { key: 'start', header: t('planet.mode.live.start'), render: (l) => formatDateTime(l.start_at) },
    { key: 'duration', header: t('planet.mode.live.duration'), render: (l) => t('planet.mode.live.durationN', { n: l.duration }) },
    { key: 'status', header: t('planet.mode.live.status'), render: (l) => <span className={`lc-mode__status lc-mode__status--${l.status}`}>{t(`planet.mode.live.status.${l.status}`)}</span> },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (l) => (
        <div className="lc-mode__actions">
          <EditRemoveButtons name={l.title} onEdit={() => setEditing(l)} onRemove={l.status !== 1 ? () => void remove(l) : undefined} />
        </div>
      ),
    },
  ];

  return (
    <>
      <header className="lc-mode__head">
        {heading}
        <Button variant="primary" disabled={planets?.length === 0} onClick={() => setEditing('new')}>{t('planet.mode.live.create')}</Button>
      </header>
      <div className="lc-mode__filters">
        {!planet && <PlanetFilter planets={planets} value={planetId} onChange={(id) => { setPlanetId(id); setPage(1); }} />}
        <Select<number>
          label={t('planet.mode.live.status')}
          value={status}
          options={[-1, 0, 1, 2].map((value) => ({ value, label: t(value === -1 ? 'planet.mode.status.all' : (`planet.mode.live.status.${value}` as 'planet.mode.live.status.0')) }))}
          onChange={(value) => { setStatus(value as TimeStatus | -1); setPage(1); }}
        />
      </div>
      <Table label={t('planet.mode.live.heading')} columns={columns} rows={found?.rows ?? []} rowKey={(l) => l.id} busy={busy} empty={found && t('planet.mode.live.empty')} />
      {found && found.totalCount > PAGE_SIZE && <Pager className="lc-mode__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />}
      {editing && (
        <LiveDialog
          live={editing === 'new' ? null : editing}
          planets={planets}
          planetId={planet?.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </>
  );
}
