import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { reviewFormProblems, type ReviewForm } from '@shared/planet-programs/form.ts';
import { REVIEW_FILTERS, submissionsResource, type SubmissionQuery } from '@shared/planet-programs/resources.ts';
import { chinaMinute } from '@shared/format/china-time.ts';
import type { HomeworkSubmission } from '@shared/planet-programs/types.ts';
import type { TableColumn } from '@widgets/ui/table/table.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { shownTextField } from '@console/kit/field-kinds.tsx';
import { ListTabsBar } from '@console/kit/list-filters.tsx';
import { PagedTable } from '@console/kit/paged-table.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { RowActions } from '@console/kit/row-actions.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { checkBy } from './program-problems.ts';
import './programs.css';

const DEFAULTS: SubmissionQuery = { page: 1, pageSize: 20, reviewed: 'all' };
type ReviewDraft = ReviewForm & { text: string };
const check = checkBy<ReviewDraft, keyof ReviewForm>(reviewFormProblems);

/** /planet/detail/homework/homeworkList?id=&homework=: the members' submissions of one homework, reviewed here. */
export default function HomeworkListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const homeworkId = Number(params.get('homework')) || 0;
  const [planet] = usePlanetFromQuery();
  const [state, set] = useListState(DEFAULTS, { reviewed: REVIEW_FILTERS });
  const [reviewing, setReviewing] = useState<HomeworkSubmission | null>(null);
  const resource = submissionsResource(planet?.id ?? 0, homeworkId);
  const found = useQuery(planet && homeworkId ? keyOf(resource.name, state) : null, () => resource.list(state));
  if (!planet) return null;
  const homework = found.data?.homework;

  const columns: TableColumn<HomeworkSubmission>[] = [
    { key: 'member', header: t('planet.programs.submissions.member'), render: (row) => row.member_name, width: 120 },
    { key: 'text', header: t('planet.programs.submissions.text'), render: (row) => <p className="lc-programs__text">{row.text}</p> },
    { key: 'time', header: t('planet.programs.submissions.time'), render: (row) => chinaMinute(row.submitted_at), width: 150 },
    {
      key: 'review',
      header: t('planet.programs.submissions.review'),
      render: (row) => (row.reviewed_at === null ? <span className="lc-programs__muted">{t('planet.programs.submissions.notReviewed')}</span> : <p className="lc-programs__text">{row.comment}</p>),
    },
    { key: 'score', header: t('planet.programs.submissions.score'), render: (row) => (row.score === null ? '—' : t('planet.programs.submissions.scoreValue', { n: row.score })), width: 80 },
    {
      key: 'actions',
      header: t('planet.programs.actions'),
      width: 130,
      render: (row) => (
        <RowActions
          row={row}
          name={row.member_name}
          actions={[
            { label: t('planet.programs.submissions.reviewAction'), run: setReviewing, hidden: (submission) => submission.reviewed_at !== null },
            { label: t('planet.programs.submissions.reReview'), run: setReviewing, hidden: (submission) => submission.reviewed_at === null },
          ]}
        />
      ),
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="homework/homeworkList">
      <Link className="lc-programs__back" to={planetDetailPath(pathname, planet.id, 'homework')}>← {t('planet.programs.submissions.back')}</Link>
      {homework && (
        <>
          <div className="lc-programs__head">
            <h2>{t('planet.programs.submissions.heading', { title: homework.title })}</h2>
            <span className="lc-programs__muted">{`${t('planet.programs.homework.deadline')} ${chinaMinute(homework.deadline)}`}</span>
          </div>
          {homework.content && <p className="lc-programs__hint lc-programs__text">{homework.content}</p>}
        </>
      )}
      <ListTabsBar
        tabs={{ key: 'reviewed', label: t('planet.programs.submissions.filter'), options: REVIEW_FILTERS.map((value) => ({ value, label: t(`planet.programs.submissions.${value}`) })) }}
        state={state}
        set={set}
      />
      <PagedTable label={t('planet.programs.submissions.table')} columns={columns} rowKey={(row) => row.id} found={found} page={state.page} pageSize={state.pageSize} onPage={(page) => set({ page })} empty={t('planet.programs.submissions.empty')} />
      {reviewing && (
        <RecordForm<ReviewDraft>
          title={t('planet.programs.submissions.reviewTitle', { name: reviewing.member_name })}
          fields={[
            shownTextField<ReviewDraft>('text', { label: t('planet.programs.submissions.text') }),
            { kind: 'textarea', name: 'comment', label: t('planet.programs.submissions.comment'), rows: 4, check: check('comment') },
            { kind: 'number', name: 'score', label: t('planet.programs.submissions.scoreLabel'), step: 1, check: check('score') },
          ]}
          initial={{ text: reviewing.text, comment: reviewing.comment, score: reviewing.score ?? Number.NaN }}
          submit={(draft) => change(() => resource.update!(reviewing, draft), [resource])}
          onClose={() => setReviewing(null)}
          onSaved={() => setReviewing(null)}
        />
      )}
    </PlanetDetailFrame>
  );
}
