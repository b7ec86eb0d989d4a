import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { deletePunchPlan, fetchPunchPlans } from '@shared/planet-programs/client.ts';
import { askConfirm } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { chinaDay } from '@shared/planet-programs/rules.ts';
import type { PunchPlan, PunchPlanStatus } from '@shared/planet-programs/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { PlanDialog } from './plan-dialog.tsx';
import './programs.css';
import { attempt, useLoaded } from './use-loaded.ts';

const PAGE_SIZE = 10;
type StatusFilter = PunchPlanStatus | -1;

/** /planet/detail/cards: the planet's punch-card plans, their status from their dates, and their cards. */
export default function CardsPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const [planet] = usePlanetFromQuery();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>(-1);
  const [editing, setEditing] = useState<PunchPlan | 'new' | null>(null);
  const planetId = planet?.id ?? 0;
  const plans = useLoaded(
    planet ? () => fetchPunchPlans(planetId, { page, pageSize: PAGE_SIZE, ...(status >= 0 ? { status: status as PunchPlanStatus } : {}) }) : null,
    `${planetId}/${page}/${status}`,
  );
  if (!planet) return null;

  const remove = async (plan: PunchPlan) => {
    const sure = await askConfirm({ title: t('planet.programs.plans.deleteTitle'), message: t('planet.programs.plans.deleteMessage', { title: plan.title }) });
    if (sure && (await attempt(() => deletePunchPlan(planetId, plan.id), t('planet.programs.deleted')))) plans.reload();
  };

  const columns: TableColumn<PunchPlan>[] = [
    { key: 'title', header: t('planet.programs.plans.name'), render: (plan) => <Link to={planetDetailPath(pathname, planetId, 'cards/punchcardList', { plan: plan.id })}>{plan.title}</Link> },
    { key: 'dates', header: t('planet.programs.plans.dates'), render: (plan) => `${chinaDay(plan.start_at)} ${t('planet.programs.rangeSeparator')} ${chinaDay(plan.end_at)}` },
    { key: 'daily', header: t('planet.programs.plans.dailyLimit'), render: (plan) => t('planet.programs.plans.dailyLimitValue', { n: plan.punchcard_daily_limit }) },
    { key: 'window', header: t('planet.programs.plans.timeLimit'), render: (plan) => plan.punchcard_time_limit || t('planet.programs.plans.allDay') },
    { key: 'status', header: t('planet.programs.plans.status'), render: (plan) => <span className={`lc-programs__status lc-programs__status--${plan.status}`}>{t(`planet.programs.plans.status.${plan.status}`)}</span> },
    { key: 'cards', header: t('planet.programs.plans.cards'), render: (plan) => t('planet.programs.plans.cardCount', { cards: plan.card_count, members: plan.member_count }) },
    {
      key: 'actions',
      header: t('planet.programs.actions'),
      render: (plan) => (
        <span className="lc-programs__actions">
          <Link to={planetDetailPath(pathname, planetId, 'cards/punchcardList', { plan: plan.id })} aria-label={`${t('planet.programs.plans.viewCards')} ${plan.title}`}>
            {t('planet.programs.plans.viewCards')}
          </Link>
          <Button variant="text" aria-label={`${t('planet.programs.edit')} ${plan.title}`} onClick={() => setEditing(plan)}>{t('planet.programs.edit')}</Button>
          <Button variant="text" aria-label={`${t('planet.programs.delete')} ${plan.title}`} onClick={() => void remove(plan)}>{t('planet.programs.delete')}</Button>
        </span>
      ),
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="cards">
      <div className="lc-programs__head">
        <h2>{t('planet.programs.plans.heading')}</h2>
        <div className="lc-programs__tools">
          <Select<StatusFilter>
            label={t('planet.programs.plans.filter')}
            hideLabel
            value={status}
            options={[-1, 0, 1, 2].map((value) => ({ value: value as StatusFilter, label: value < 0 ? t('planet.programs.plans.filterAll') : t(`planet.programs.plans.status.${value as PunchPlanStatus}`) }))}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <Button variant="primary" onClick={() => setEditing('new')}>{t('planet.programs.plans.new')}</Button>
        </div>
      </div>
      <p className="lc-programs__hint">{t('planet.programs.plans.hint')}</p>
      <Table label={t('planet.programs.plans.table')} columns={columns} rows={plans.value?.rows ?? []} rowKey={(plan) => plan.id} busy={plans.busy} empty={plans.busy ? t('common.loading') : t('planet.programs.empty')} />
      <div className="lc-programs__pager">
        <Pager total={plans.value?.totalCount ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </div>
      {editing && (
        <PlanDialog
          planetId={planetId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            plans.reload();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
