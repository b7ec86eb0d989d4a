import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchSubmissions } from '@shared/planet-programs/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { chinaDateTime } from '@shared/planet-programs/rules.ts';
import type { HomeworkSubmission } from '@shared/planet-programs/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import './programs.css';
import { ReviewDialog } from './review-dialog.tsx';
import { useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 20;
type Filter = 'all' | 'waiting' | 'reviewed';

/** /planet/detail/homework/homeworkList?id=&homework=: the members' submissions of one homework, reviewed here. */
export default function HomeworkListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const homeworkId = Number(params.get('homework')) || 0;
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const [reviewing, setReviewing] = useState<HomeworkSubmission | null>(null);
  const planetId = planet?.id ?? 0;
  const reviewed = filter === 'all' ? {} : { reviewed: filter === 'reviewed' ? (1 as const) : (0 as const) };
  const list = useLoaded(planet && homeworkId ? () => fetchSubmissions(planetId, homeworkId, { page, pageSize: PAGE_SIZE, ...reviewed }) : null, `${planetId}/${homeworkId}/${page}/${filter}`);
  if (!planet) return null;
  const homework = list.value?.homework;

  const columns: TableColumn<HomeworkSubmission>[] = [
    { key: 'member', header: t('planet.programs.submissions.member'), render: (row) => row.member_name, width: 120 },
    { key: 'text', header: t('planet.programs.submissions.text'), render: (row) => <p className="lc-programs__text">{row.text}</p> },
    { key: 'time', header: t('planet.programs.submissions.time'), render: (row) => chinaDateTime(row.submitted_at), width: 150 },
    {
      key: 'review',
      header: t('planet.programs.submissions.review'),
      render: (row) => (row.reviewed_at === null ? <span className="lc-programs__muted">{t('planet.programs.submissions.notReviewed')}</span> : <p className="lc-programs__text">{row.comment}</p>),
    },
    { key: 'score', header: t('planet.programs.submissions.score'), render: (row) => (row.score === null ? '—' : t('planet.programs.submissions.scoreValue', { n: row.score })), width: 80 },
    {
      key: 'actions',
      header: t('planet.programs.actions'),
      width: 110,
      render: (row) => {
        const label = t(row.reviewed_at === null ? 'planet.programs.submissions.reviewAction' : 'planet.programs.submissions.reReview');
        return <Button variant="text" aria-label={`${label} ${row.member_name}`} onClick={() => setReviewing(row)}>{label}</Button>;
      },
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="homework/homeworkList">
      <Link className="lc-programs__back" to={planetDetailPath(pathname, planetId, 'homework')}>← {t('planet.programs.submissions.back')}</Link>
      {homework && (
        <>
          <div className="lc-programs__head">
            <h2>{t('planet.programs.submissions.heading', { title: homework.title })}</h2>
            <span className="lc-programs__muted">{`${t('planet.programs.homework.deadline')} ${chinaDateTime(homework.deadline)}`}</span>
          </div>
          {homework.content && <p className="lc-programs__hint lc-programs__text">{homework.content}</p>}
        </>
      )}
      <Tabs<Filter>
        label={t('planet.programs.submissions.filter')}
        items={(['all', 'waiting', 'reviewed'] as const).map((key) => ({ key, label: t(`planet.programs.submissions.${key}`) }))}
        value={filter}
        onChange={(key) => {
          setFilter(key);
          setPage(1);
        }}
      />
      <Table label={t('planet.programs.submissions.table')} columns={columns} rows={list.value?.rows ?? []} rowKey={(row) => row.id} busy={list.busy} empty={list.busy ? t('common.loading') : t('planet.programs.submissions.empty')} />
      <div className="lc-programs__pager">
        <Pager total={list.value?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
      {reviewing && (
        <ReviewDialog
          planetId={planetId}
          submission={reviewing}
          onClose={() => setReviewing(null)}
          onSaved={() => {
            setReviewing(null);
            list.reload();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
