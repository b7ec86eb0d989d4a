import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { EMPTY_HOMEWORK_FORM, homeworkFormProblems, homeworkToForm, type HomeworkForm, type HomeworkFormField } from '@shared/planet-programs/form.ts';
import { homeworkResource, type HomeworkQuery } from '@shared/planet-programs/resources.ts';
import { chinaMinute } from '@shared/format/china-time.ts';
import type { Homework } from '@shared/planet-programs/types.ts';
import { dateTimeField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { checkBy } from './program-problems.ts';
import './programs.css';

const DEFAULTS: HomeworkQuery = { page: 1, pageSize: 10 };

/** Closed by the teacher, past its deadline, or open. */
function homeworkState(homework: Homework, t: Translate): [string, string] {
  if (homework.status === 2) return ['2', t('planet.programs.homework.status.closed')];
  if (homework.deadline * 1000 < Date.now()) return ['2', t('planet.programs.homework.status.overdue')];
  return ['1', t('planet.programs.homework.status.open')];
}

/** Title, what to do, the deadline, and (once set) whether it still takes submissions. */
function homeworkFields(homework: Homework | null, t: Translate): FormField<HomeworkForm>[] {
  const check = checkBy<HomeworkForm, HomeworkFormField>(homeworkFormProblems);
  return [
    { kind: 'text', name: 'title', label: t('planet.programs.homework.name'), check: check('title') },
    { kind: 'textarea', name: 'content', label: t('planet.programs.homework.content'), rows: 4 },
    dateTimeField<HomeworkForm>('deadline', { label: t('planet.programs.homework.deadline'), check: check('deadline') }),
    ...(homework ? [{ kind: 'switch', name: 'closed', label: t('planet.programs.homework.closed') } as const] : []),
  ];
}

/** /planet/detail/homework: the planet's homework, how many members handed it in and how many are reviewed. */
export default function HomeworkPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  if (!planet) return null;
  const submissionsPath = (homework: Homework) => planetDetailPath(pathname, planet.id, 'homework/homeworkList', { homework: homework.id });

  return (
    <PlanetDetailFrame planet={planet} section="homework">
      <ListScreen<Homework, HomeworkQuery, HomeworkForm>
        section
        title={t('planet.programs.homework.heading')}
        resource={homeworkResource(planet.id)}
        defaults={DEFAULTS}
        columns={[
          { key: 'title', header: t('planet.programs.homework.name'), render: (homework) => <Link className="lc-button lc-button--text" to={submissionsPath(homework)}>{homework.title}</Link> },
          { key: 'deadline', header: t('planet.programs.homework.deadline'), render: (homework) => chinaMinute(homework.deadline), width: 160 },
          {
            key: 'status',
            header: t('planet.programs.homework.status'),
            render: (homework) => {
              const [tone, label] = homeworkState(homework, t);
              return <span className={`lc-programs__status lc-programs__status--${tone}`}>{label}</span>;
            },
          },
          {
            key: 'counts',
            header: t('planet.programs.homework.submissions'),
            render: (homework) => (
              <span className="lc-programs__actions">
                {t('planet.programs.homework.counts', { n: homework.submission_count, reviewed: homework.reviewed_count })}
                <Link className="lc-button lc-button--text" to={submissionsPath(homework)} aria-label={`${t('planet.programs.homework.view')} ${homework.title}`}>{t('planet.programs.homework.view')}</Link>
              </span>
            ),
          },
        ]}
        rowKey={(homework) => homework.id}
        rowName={(homework) => homework.title}
        createLabel={t('planet.programs.homework.new')}
        form={{
          title: (homework) => t(homework ? 'planet.programs.homework.editTitle' : 'planet.programs.homework.new'),
          fields: (homework) => homeworkFields(homework, t),
          initial: (homework) => (homework ? homeworkToForm(homework) : EMPTY_HOMEWORK_FORM),
        }}
        deleteTexts={{ confirm: (homework) => t('planet.programs.homework.deleteMessage', { title: homework.title }), done: t('planet.programs.deleted') }}
        empty={t('planet.programs.empty')}
      />
    </PlanetDetailFrame>
  );
}
