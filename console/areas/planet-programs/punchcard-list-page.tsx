import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchPunchCards } from '@shared/planet-programs/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { chinaDateTime, chinaDay } from '@shared/planet-programs/rules.ts';
import type { PunchCard } from '@shared/planet-programs/types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import './programs.css';
import { useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 20;

/** /planet/detail/cards/punchcardList?id=&plan=: the cards members punched for one plan, with the count of each day. */
export default function PunchcardListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan')) || 0;
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [day, setDay] = useState('');
  const planetId = planet?.id ?? 0;
  const cards = useLoaded(planet && planId ? () => fetchPunchCards(planetId, planId, { page, pageSize: PAGE_SIZE, ...(day ? { day } : {}) }) : null, `${planetId}/${planId}/${page}/${day}`);
  if (!planet) return null;
  const plan = cards.value?.plan;

  const columns: TableColumn<PunchCard>[] = [
    { key: 'member', header: t('planet.programs.cards.member'), render: (card) => card.member_name, width: 140 },
    { key: 'day', header: t('planet.programs.cards.day'), render: (card) => card.day, width: 120 },
    { key: 'text', header: t('planet.programs.cards.text'), render: (card) => <p className="lc-programs__text">{card.text}</p> },
    { key: 'time', header: t('planet.programs.cards.time'), render: (card) => chinaDateTime(card.created_at), width: 160 },
  ];
  const pick = (next: string) => {
    setDay(next);
    setPage(1);
  };

  return (
    <PlanetDetailFrame planet={planet} section="cards/punchcardList">
      <Link className="lc-programs__back" to={planetDetailPath(pathname, planetId, 'cards')}>← {t('planet.programs.cards.back')}</Link>
      {plan && (
        <>
          <div className="lc-programs__head">
            <h2>{t('planet.programs.cards.heading', { title: plan.title })}</h2>
            <span className={`lc-programs__status lc-programs__status--${plan.status}`}>{t(`planet.programs.plans.status.${plan.status}`)}</span>
          </div>
          <p className="lc-programs__hint">
            {t('planet.programs.cards.rules', {
              dates: `${chinaDay(plan.start_at)} ${t('planet.programs.rangeSeparator')} ${chinaDay(plan.end_at)}`,
              limit: t('planet.programs.plans.dailyLimitValue', { n: plan.punchcard_daily_limit }),
              window: plan.punchcard_time_limit || t('planet.programs.plans.allDay'),
            })}
          </p>
          <h3 className="lc-programs__hint" id="punch-days">{t('planet.programs.cards.perDay')}</h3>
          <ul className="lc-programs__days" aria-labelledby="punch-days">
            <li>
              <button type="button" aria-pressed={day === ''} onClick={() => pick('')}>{t('planet.programs.cards.allDays')}</button>
            </li>
            {cards.value?.days.map((count) => (
              <li key={count.day}>
                <button type="button" aria-pressed={day === count.day} aria-label={`${t('planet.programs.cards.showDay', { day: count.day })}：${t('planet.programs.cards.dayCount', { n: count.count })}`} onClick={() => pick(count.day)}>
                  {count.day} · {t('planet.programs.cards.dayCount', { n: count.count })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Table label={t('planet.programs.cards.table')} columns={columns} rows={cards.value?.rows ?? []} rowKey={(card) => card.id} busy={cards.busy} empty={cards.busy ? t('common.loading') : t('planet.programs.cards.empty')} />
      <div className="lc-programs__pager">
        <Pager total={cards.value?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
    </PlanetDetailFrame>
  );
}
