import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { deleteQuestion, fetchQuestions } from '@shared/planet-programs/client.ts';
import { askConfirm } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { chinaDateTime } from '@shared/planet-programs/rules.ts';
import type { Question } from '@shared/planet-programs/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import './programs.css';
import { attempt, useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unanswered' | 'answered';

/** /planet/detail/ask: what members asked the owner, with the asking rules in force; answer, re-answer, delete. */
export default function AskPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const [answering, setAnswering] = useState<Question | null>(null);
  const planetId = planet?.id ?? 0;
  const answered = filter === 'all' ? {} : { answered: filter === 'answered' ? (1 as const) : (0 as const) };
  const list = useLoaded(planet ? () => fetchQuestions(planetId, { page, pageSize: PAGE_SIZE, ...answered }) : null, `${planetId}/${page}/${filter}`);
  if (!planet) return null;
  const found = list.value;

  const remove = async (question: Question) => {
    const sure = await askConfirm({ title: t('planet.programs.ask.deleteTitle'), message: t('planet.programs.ask.deleteMessage') });
    if (sure && (await attempt(() => deleteQuestion(planetId, question.id), t('planet.programs.deleted')))) list.reload();
  };

  return (
    <PlanetDetailFrame planet={planet} section="ask">
      <div className="lc-programs__head">
        <h2>{t('planet.programs.ask.heading')}</h2>
      </div>
      {found && (
        <section className="lc-programs__rules" aria-label={t('planet.programs.ask.rules')}>
          <strong>{t('planet.programs.ask.rules')}</strong>
          <span>{t(`planet.programs.ask.free.${found.rules.free_ask}`)}</span>
          <span>{t(`planet.programs.ask.anonymous.${found.rules.anonymous_ask}`)}</span>
          <Link to={planetDetailPath(pathname, planetId, 'setting')}>{t('planet.programs.ask.changeRules')}</Link>
        </section>
      )}
      <Tabs<Filter>
        label={t('planet.programs.ask.filter')}
        items={(['all', 'unanswered', 'answered'] as const).map((key) => ({ key, label: t(`planet.programs.ask.${key}`, { n: found?.counts[key] ?? 0 }) }))}
        value={filter}
        onChange={(key) => {
          setFilter(key);
          setPage(1);
        }}
      />
      <ul className="lc-programs__questions" aria-label={t('planet.programs.ask.list')} aria-busy={list.busy || undefined}>
        {found?.rows.length === 0 && <li className="lc-programs__question lc-programs__muted">{t('planet.programs.ask.empty')}</li>}
        {found?.rows.map((question) => (
          <li key={question.id} className="lc-programs__question">
            <h3>{question.question}</h3>
            <p className="lc-programs__meta">
              <span>{question.asker_name ?? t('planet.programs.ask.anonymousName')}</span>
              <span>{t('planet.programs.ask.askedAt', { time: chinaDateTime(question.asked_at) })}</span>
              {question.answered_at !== null && <span>{t('planet.programs.ask.answeredAt', { time: chinaDateTime(question.answered_at) })}</span>}
            </p>
            {question.answer ? <p className="lc-programs__answer lc-programs__text">{question.answer}</p> : <p className="lc-programs__muted">{t('planet.programs.ask.noAnswer')}</p>}
            <span className="lc-programs__actions">
              <Button variant={question.answer ? 'text' : 'primary'} aria-label={`${t(question.answer ? 'planet.programs.ask.editAnswer' : 'planet.programs.ask.answer')}：${question.question}`} onClick={() => setAnswering(question)}>
                {t(question.answer ? 'planet.programs.ask.editAnswer' : 'planet.programs.ask.answer')}
              </Button>
              <Button variant="text" aria-label={`${t('planet.programs.delete')}：${question.question}`} onClick={() => void remove(question)}>{t('planet.programs.delete')}</Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="lc-programs__pager">
        <Pager total={found?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
      {answering && (
        <AnswerDialog
          planetId={planetId}
          question={answering}
          onClose={() => setAnswering(null)}
          onSaved={() => {
            setAnswering(null);
            list.reload();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
