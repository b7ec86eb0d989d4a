import { Link, useLocation, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { cardsResource, type CardQuery } from '@shared/planet-programs/resources.ts';
import { chinaMinute } from '@shared/format/china-time.ts';
import { chinaDay } from '@shared/planet-programs/rules.ts';
import type { PunchCard } from '@shared/planet-programs/types.ts';
import type { TableColumn } from '@widgets/ui/table/table.tsx';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { PagedTable } from '@console/kit/paged-table.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import './programs.css';

const DEFAULTS: CardQuery = { page: 1, pageSize: 20, day: '' };

/** /planet/detail/cards/punchcardList?id=&plan=: the cards members punched for one plan, with the count of each day. */
export default function PunchcardListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan')) || 0;
  const [planet] = usePlanetFromQuery();
  const [state, set] = useListState(DEFAULTS);
  const resource = cardsResource(planet?.id ?? 0, planId);
  const found = useQuery(planet && planId ? keyOf(resource.name, state) : null, () => resource.list(state));
  if (!planet) return null;
  const plan = found.data?.plan;

  const columns: TableColumn<PunchCard>[] = [
    { key: 'member', header: t('planet.programs.cards.member'), render: (card) => card.member_name, width: 140 },
    { key: 'day', header: t('planet.programs.cards.day'), render: (card) => card.day, width: 120 },
    { key: 'text', header: t('planet.programs.cards.text'), render: (card) => <p className="lc-programs__text">{card.text}</p> },
    { key: 'time', header: t('planet.programs.cards.time'), render: (card) => chinaMinute(card.created_at), width: 160 },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="cards/punchcardList">
      <Link className="lc-programs__back" to={planetDetailPath(pathname, planet.id, 'cards')}>← {t('planet.programs.cards.back')}</Link>
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
              <button type="button" aria-pressed={state.day === ''} onClick={() => set({ day: '' })}>{t('planet.programs.cards.allDays')}</button>
            </li>
            {found.data?.days.map((count) => (
              <li key={count.day}>
                <button type="button" aria-pressed={state.day === count.day} aria-label={`${t('planet.programs.cards.showDay', { day: count.day })}：${t('planet.programs.cards.dayCount', { n: count.count })}`} onClick={() => set({ day: count.day })}>
                  {count.day} · {t('planet.programs.cards.dayCount', { n: count.count })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <PagedTable label={t('planet.programs.cards.table')} columns={columns} rowKey={(card) => card.id} found={found} page={state.page} pageSize={state.pageSize} onPage={(page) => set({ page })} empty={t('planet.programs.cards.empty')} />
    </PlanetDetailFrame>
  );
}
