import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { deleteHomework, fetchHomeworks } from '@shared/planet-programs/client.ts';
import { askConfirm } from '@shared/feedback.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { chinaDateTime } from '@shared/planet-programs/rules.ts';
import type { Homework } from '@shared/planet-programs/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { HomeworkDialog } from './homework-dialog.tsx';
import './programs.css';
import { attempt, useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 10;

/** Closed by the teacher, past its deadline, or open. */
function homeworkState(homework: Homework, t: Translate): [string, string] {
  if (homework.status === 2) return ['2', t('planet.programs.homework.status.closed')];
  if (homework.deadline * 1000 < Date.now()) return ['2', t('planet.programs.homework.status.overdue')];
  return ['1', t('planet.programs.homework.status.open')];
}

/** /planet/detail/homework: the planet's homework, how many members handed it in and how many are reviewed. */
export default function HomeworkPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Homework | 'new' | null>(null);
  const planetId = planet?.id ?? 0;
  const list = useLoaded(planet ? () => fetchHomeworks(planetId, { page, pageSize: PAGE_SIZE }) : null, `${planetId}/${page}`);
  if (!planet) return null;

  const remove = async (homework: Homework) => {
    const sure = await askConfirm({ title: t('planet.programs.homework.deleteTitle'), message: t('planet.programs.homework.deleteMessage', { title: homework.title }) });
    if (sure && (await attempt(() => deleteHomework(planetId, homework.id), t('planet.programs.deleted')))) list.reload();
  };
  const submissionsPath = (homework: Homework) => planetDetailPath(pathname, planetId, 'homework/homeworkList', { homework: homework.id });

  const columns: TableColumn<Homework>[] = [
    { key: 'title', header: t('planet.programs.homework.name'), render: (homework) => <Link to={submissionsPath(homework)}>{homework.title}</Link> },
    { key: 'deadline', header: t('planet.programs.homework.deadline'), render: (homework) => chinaDateTime(homework.deadline), width: 160 },
    {
      key: 'status',
      header: t('planet.programs.homework.status'),
      render: (homework) => {
        const [tone, label] = homeworkState(homework, t);
        return <span className={`lc-programs__status lc-programs__status--${tone}`}>{label}</span>;
      },
    },
    { key: 'counts', header: t('planet.programs.homework.submissions'), render: (homework) => t('planet.programs.homework.counts', { n: homework.submission_count, reviewed: homework.reviewed_count }) },
    {
      key: 'actions',
      header: t('planet.programs.actions'),
      render: (homework) => (
        <span className="lc-programs__actions">
          <Link to={submissionsPath(homework)} aria-label={`${t('planet.programs.homework.view')} ${homework.title}`}>{t('planet.programs.homework.view')}</Link>
          <Button variant="text" aria-label={`${t('planet.programs.edit')} ${homework.title}`} onClick={() => setEditing(homework)}>{t('planet.programs.edit')}</Button>
          <Button variant="text" aria-label={`${t('planet.programs.delete')} ${homework.title}`} onClick={() => void remove(homework)}>{t('planet.programs.delete')}</Button>
        </span>
      ),
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="homework">
      <div className="lc-programs__head">
        <h2>{t('planet.programs.homework.heading')}</h2>
        <Button variant="primary" onClick={() => setEditing('new')}>{t('planet.programs.homework.new')}</Button>
      </div>
      <Table label={t('planet.programs.homework.table')} columns={columns} rows={list.value?.rows ?? []} rowKey={(homework) => homework.id} busy={list.busy} empty={list.busy ? t('common.loading') : t('planet.programs.empty')} />
      <div className="lc-programs__pager">
        <Pager total={list.value?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
      {editing && (
        <HomeworkDialog
          planetId={planetId}
          homework={editing === 'new' ? null : editing}
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
