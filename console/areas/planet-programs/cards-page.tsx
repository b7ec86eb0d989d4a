import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { EMPTY_PLAN_FORM, planToForm, type PlanForm } from '@shared/planet-programs/form.ts';
import { plansResource, type PlanQuery } from '@shared/planet-programs/resources.ts';
import { chinaDay } from '@shared/planet-programs/rules.ts';
import type { PunchPlan, PunchPlanStatus } from '@shared/planet-programs/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { planFields } from './plan-fields.tsx';
import './programs.css';

const DEFAULTS: PlanQuery = { page: 1, pageSize: 10, status: -1 };
const STATUSES = [-1, 0, 1, 2];

/** /planet/detail/cards: the planet's punch-card plans, their status from their dates, and their cards. */
export default function CardsPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  if (!planet) return null;
  const cardsPath = (plan: PunchPlan) => planetDetailPath(pathname, planet.id, 'cards/punchcardList', { plan: plan.id });
  const statusText = (status: number) => (status < 0 ? t('planet.programs.plans.filterAll') : t(`planet.programs.plans.status.${status as PunchPlanStatus}`));

  return (
    <PlanetDetailFrame planet={planet} section="cards">
      <ListScreen<PunchPlan, PlanQuery, PlanForm>
        section
        title={t('planet.programs.plans.heading')}
        resource={plansResource(planet.id)}
        defaults={DEFAULTS}
        choices={{ status: STATUSES }}
        intro={<p className="lc-programs__hint">{t('planet.programs.plans.hint')}</p>}
        filters={[{ kind: 'select', key: 'status', label: t('planet.programs.plans.filter'), options: STATUSES.map((value) => ({ value, label: statusText(value) })) }]}
        columns={[
          { key: 'title', header: t('planet.programs.plans.name'), render: (plan) => <Link className="lc-button lc-button--text" to={cardsPath(plan)}>{plan.title}</Link> },
          { key: 'dates', header: t('planet.programs.plans.dates'), render: (plan) => `${chinaDay(plan.start_at)} ${t('planet.programs.rangeSeparator')} ${chinaDay(plan.end_at)}` },
          { key: 'daily', header: t('planet.programs.plans.dailyLimit'), render: (plan) => t('planet.programs.plans.dailyLimitValue', { n: plan.punchcard_daily_limit }) },
          { key: 'window', header: t('planet.programs.plans.timeLimit'), render: (plan) => plan.punchcard_time_limit || t('planet.programs.plans.allDay') },
          { key: 'status', header: t('planet.programs.plans.status'), render: (plan) => <span className={`lc-programs__status lc-programs__status--${plan.status}`}>{statusText(plan.status)}</span> },
          {
            key: 'cards',
            header: t('planet.programs.plans.cards'),
            render: (plan) => (
              <span className="lc-programs__actions">
                {t('planet.programs.plans.cardCount', { cards: plan.card_count, members: plan.member_count })}
                <Link className="lc-button lc-button--text" to={cardsPath(plan)} aria-label={`${t('planet.programs.plans.viewCards')} ${plan.title}`}>{t('planet.programs.plans.viewCards')}</Link>
              </span>
            ),
          },
        ]}
        rowKey={(plan) => plan.id}
        rowName={(plan) => plan.title}
        createLabel={t('planet.programs.plans.new')}
        form={{
          title: (plan) => t(plan ? 'planet.programs.plans.editTitle' : 'planet.programs.plans.new'),
          fields: (plan) => planFields(plan === null),
          initial: (plan) => (plan ? planToForm(plan) : EMPTY_PLAN_FORM),
        }}
        deleteTexts={{ confirm: (plan) => t('planet.programs.plans.deleteMessage', { title: plan.title }), done: t('planet.programs.deleted') }}
        empty={t('planet.programs.empty')}
      />
    </PlanetDetailFrame>
  );
}
