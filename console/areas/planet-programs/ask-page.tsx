import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { answerProblem } from '@shared/planet-programs/form.ts';
import { ANSWER_FILTERS, questionsResource, type QuestionQuery } from '@shared/planet-programs/resources.ts';
import { chinaMinute } from '@shared/format/china-time.ts';
import type { Question } from '@shared/planet-programs/types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { shownTextField } from '@console/kit/field-kinds.tsx';
import { ListTabsBar } from '@console/kit/list-filters.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { deleteAction, RowActions, type RowAction } from '@console/kit/row-actions.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { wordedProblem } from './program-problems.ts';
import './programs.css';

const DEFAULTS: QuestionQuery = { page: 1, pageSize: 10, answered: 'all' };
type AnswerDraft = { question: string; answer: string };

/** /planet/detail/ask: what members asked the owner, with the asking rules in force; answer, re-answer, delete. */
export default function AskPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  const [state, set] = useListState(DEFAULTS, { answered: ANSWER_FILTERS });
  const [answering, setAnswering] = useState<Question | null>(null);
  const resource = questionsResource(planet?.id ?? 0);
  const found = useQuery(planet ? keyOf(resource.name, state) : null, () => resource.list(state));
  if (!planet) return null;
  const page = found.data;
  const stale = [resource];
  const actions: RowAction<Question>[] = [
    { label: t('planet.programs.ask.answer'), run: setAnswering, hidden: (question) => question.answer !== '' },
    { label: t('planet.programs.ask.editAnswer'), run: setAnswering, hidden: (question) => question.answer === '' },
    { ...deleteAction<Question>((question) => change(() => resource.remove!(question), stale), (question) => question.question), confirm: () => t('planet.programs.ask.deleteMessage') },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="ask">
      <div className="lc-programs__head">
        <h2>{t('planet.programs.ask.heading')}</h2>
      </div>
      {page && (
        <section className="lc-programs__rules" aria-label={t('planet.programs.ask.rules')}>
          <strong>{t('planet.programs.ask.rules')}</strong>
          <span>{t(`planet.programs.ask.free.${page.rules.free_ask}`)}</span>
          <span>{t(`planet.programs.ask.anonymous.${page.rules.anonymous_ask}`)}</span>
          <Link to={planetDetailPath(pathname, planet.id, 'setting')}>{t('planet.programs.ask.changeRules')}</Link>
        </section>
      )}
      <ListTabsBar
        tabs={{ key: 'answered', label: t('planet.programs.ask.filter'), options: ANSWER_FILTERS.map((value) => ({ value, label: t(`planet.programs.ask.${value}`, { n: page?.counts[value] ?? 0 }) })) }}
        state={state}
        set={set}
      />
      {found.error && !page && <QueryError error={found.error} onRetry={found.reload} />}
      <ul className="lc-programs__questions" aria-label={t('planet.programs.ask.list')} aria-busy={found.loading || undefined}>
        {page?.rows.length === 0 && <li className="lc-programs__question lc-programs__muted">{t('planet.programs.ask.empty')}</li>}
        {page?.rows.map((question) => (
          <li key={question.id} className="lc-programs__question">
            <h3>{question.question}</h3>
            <p className="lc-programs__meta">
              <span>{question.asker_name ?? t('planet.programs.ask.anonymousName')}</span>
              <span>{t('planet.programs.ask.askedAt', { time: chinaMinute(question.asked_at) })}</span>
              {question.answered_at !== null && <span>{t('planet.programs.ask.answeredAt', { time: chinaMinute(question.answered_at) })}</span>}
            </p>
            {question.answer ? <p className="lc-programs__answer lc-programs__text">{question.answer}</p> : <p className="lc-programs__muted">{t('planet.programs.ask.noAnswer')}</p>}
            <RowActions row={question} name={question.question} actions={actions} />
          </li>
        ))}
      </ul>
      {page && <Pager className="lc-list__pager" total={page.totalCount} page={state.page} pageSize={state.pageSize} onChange={(next) => set({ page: next })} disabled={found.loading} />}
      {answering && (
        <RecordForm<AnswerDraft>
          title={t(answering.answer ? 'planet.programs.ask.editAnswer' : 'planet.programs.ask.answerTitle')}
          fields={[
            shownTextField<AnswerDraft>('question', { label: t('planet.programs.ask.question') }),
            { kind: 'textarea', name: 'answer', label: t('planet.programs.ask.answerLabel'), rows: 5, check: (answer) => wordedProblem(answerProblem(answer)) },
          ]}
          initial={{ question: answering.question, answer: answering.answer }}
          submit={(draft) => change(() => resource.update!(answering, draft), stale)}
          onClose={() => setAnswering(null)}
          onSaved={() => setAnswering(null)}
        />
      )}
    </PlanetDetailFrame>
  );
}
