import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { deleteSpecial, fetchSpecials } from '@shared/planet-programs/client.ts';
import { askConfirm } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { chinaDateTime } from '@shared/planet-programs/rules.ts';
import type { Special } from '@shared/planet-programs/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import './programs.css';
import { SpecialDialog } from './special-dialog.tsx';
import { attempt, useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 10;

/** /planet/detail/configs: the planet's specials (paid Q&A, punch-card challenges, paid content). */
export default function SpecialsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Special | 'new' | null>(null);
  const planetId = planet?.id ?? 0;
  const list = useLoaded(planet ? () => fetchSpecials(planetId, { page, pageSize: PAGE_SIZE }) : null, `${planetId}/${page}`);
  if (!planet) return null;

  const remove = async (special: Special) => {
    const sure = await askConfirm({ title: t('planet.programs.specials.deleteTitle'), message: t('planet.programs.specials.deleteMessage', { title: special.title }) });
    if (sure && (await attempt(() => deleteSpecial(planetId, special.id), t('planet.programs.deleted')))) list.reload();
  };

  const columns: TableColumn<Special>[] = [
    { key: 'title', header: t('planet.programs.specials.name'), render: (special) => special.title },
    {
      key: 'type',
      header: t('planet.programs.specials.type'),
      render: (special) => (special.plan_title ? `${t(`planet.programs.specials.type.${special.type}`)} · ${special.plan_title}` : t(`planet.programs.specials.type.${special.type}`)),
    },
    { key: 'price', header: t('planet.programs.specials.priceColumn'), render: (special) => (special.price === 0 ? t('planet.programs.specials.free') : formatFen(special.price)), width: 100 },
    {
      key: 'ends',
      header: t('planet.programs.specials.ends'),
      render: (special) => (
        <>
          <div>{special.ended_type === 2 ? t('planet.programs.specials.endsAt', { time: chinaDateTime(special.ended_at) }) : t('planet.programs.specials.endedType.1')}</div>
          <div className="lc-programs__muted">{special.time_range > 0 ? t('planet.programs.specials.timeRangeValue', { n: special.time_range }) : t('planet.programs.specials.timeRangeForever')}</div>
        </>
      ),
    },
    {
      key: 'show',
      header: t('planet.programs.specials.showType'),
      render: (special) => (special.anonymous ? `${t(`planet.programs.specials.showType.${special.show_type}`)} · ${t('planet.programs.specials.anonymousYes')}` : t(`planet.programs.specials.showType.${special.show_type}`)),
    },
    {
      key: 'actions',
      header: t('planet.programs.actions'),
      render: (special) => (
        <span className="lc-programs__actions">
          <Button variant="text" aria-label={`${t('planet.programs.edit')} ${special.title}`} onClick={() => setEditing(special)}>{t('planet.programs.edit')}</Button>
          <Button variant="text" aria-label={`${t('planet.programs.delete')} ${special.title}`} onClick={() => void remove(special)}>{t('planet.programs.delete')}</Button>
        </span>
      ),
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="configs">
      <div className="lc-programs__head">
        <h2>{t('planet.programs.specials.heading')}</h2>
        <Button variant="primary" onClick={() => setEditing('new')}>{t('planet.programs.specials.new')}</Button>
      </div>
      <Table label={t('planet.programs.specials.table')} columns={columns} rows={list.value?.rows ?? []} rowKey={(special) => special.id} busy={list.busy} empty={list.busy ? t('common.loading') : t('planet.programs.empty')} />
      <div className="lc-programs__pager">
        <Pager total={list.value?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
      {editing && (
        <SpecialDialog
          planetId={planetId}
          special={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
