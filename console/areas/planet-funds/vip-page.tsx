import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS, planChoiceRecord } from '@shared/planet-funds/resources.ts';
import { expiryDay } from '@shared/planet-funds/rules.ts';
import { planName } from '@shared/planet-funds/plan-names.ts';
import type { SaasPlan, TrialGoods } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import '@console/areas/planets/planet-texts.ts';
import { OrderDialog } from './order-dialog.tsx';
import { OrderHistory } from './order-history.tsx';
import './planet-funds.css';

/**
 * /p/planet/vip (会员): the account's SaaS plan (spec §7 "SaaS plans, trial goods, purchase order"): the current plan
 * and its expiry, the plans with their limits and prices, the one free trial, buying through the order dialog, and
 * the order history with close and refund.
 */
export default function VipPage() {
  const t = useStore($t);
  const choice = useRecord(planChoiceRecord, {});
  const [buying, setBuying] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { plans = [], goods = [], current = null } = choice.data ?? {};

  const buy = async (plan: SaasPlan) => {
    setBuying(plan.id);
    await confirmThenRun(null, async () => setOpen((await change(() => fundsWrites.buy(plan), [PLANET_FUNDS])).id));
    setBuying(null);
  };

  const trial = (item: TrialGoods) =>
    confirmThenRun({ title: t('planet.funds.vip.trialConfirmTitle'), message: t('planet.funds.vip.trialConfirm', { name: planName(item.plan_code, item.plan_name, t), days: item.days }) }, async () => {
      const plan = await change(() => fundsWrites.startTrial(item), [PLANET_FUNDS]);
      showToast(t('planet.funds.vip.trialStarted', { name: planName(plan.plan.code, plan.plan.name, t), date: expiryDay(plan.expires_at) }), { kind: 'success' });
    });

  return (
    <section className="lc-card lc-funds">
      <header className="lc-funds__head">
        <h1 className="lc-page-title">{t('planet.funds.vip.title')}</h1>
      </header>
      {choice.error && !choice.data && <QueryError error={choice.error} onRetry={choice.reload} />}

      <section aria-labelledby="lc-vip-current" className="lc-current-plan">
        <h2 id="lc-vip-current" className="lc-visually-hidden">{t('planet.funds.vip.current')}</h2>
        {current ? (
          <>
            <span>{t('planet.funds.vip.current')}</span>
            <strong>{planName(current.plan.code, current.plan.name, t)}</strong>
            {current.source === 'trial' && <span className="lc-funds__tag lc-funds__tag--warn">{t('planet.funds.vip.trialTag')}</span>}
            <span>{t('planet.funds.vip.expires', { date: expiryDay(current.expires_at) })}</span>
          </>
        ) : (
          <span>{t('planet.funds.vip.none')}</span>
        )}
      </section>

      <section aria-labelledby="lc-vip-plans">
        <h2 id="lc-vip-plans">{t('planet.funds.vip.plans')}</h2>
        <ul className="lc-plans">
          {plans.map((plan) => {
            const inUse = current?.plan.id === plan.id;
            const offer = goods.find((item) => item.plan_id === plan.id);
            return (
              <li key={plan.id} className={`lc-plan ${inUse ? 'lc-plan--current' : ''}`}>
                <h3>
                  {planName(plan.code, plan.name, t)}
                  {inUse && <span className="lc-funds__tag lc-funds__tag--primary">{t('planet.funds.vip.inUse')}</span>}
                </h3>
                <p className="lc-plan__price">{t('planet.funds.vip.perYear', { price: formatFen(plan.price) })}</p>
                <ul>
                  <li>{t('planet.funds.vip.limit.planets', { n: formatNumber(plan.planets_limit) })}</li>
                  <li>{t('planet.funds.vip.limit.members', { n: formatNumber(plan.members_limit) })}</li>
                  <li>{t('planet.funds.vip.limit.storage', { n: formatNumber(plan.storage_gb) })}</li>
                  <li>{t('planet.funds.vip.limit.staff', { n: formatNumber(plan.staff_limit) })}</li>
                </ul>
                <div className="lc-plan__buttons">
                  <Button variant="primary" loading={buying === plan.id} clickOnce aria-label={t('planet.funds.vip.buyNamed', { name: planName(plan.code, plan.name, t) })} onClick={() => void buy(plan)}>
                    {inUse && current?.source === 'order' ? t('planet.funds.vip.renew') : t('planet.funds.vip.buy')}
                  </Button>
                  {offer && (
                    <Button disabled={offer.used} title={offer.used ? t('planet.funds.vip.trialUsed') : undefined} onClick={() => void trial(offer)}>
                      {offer.used ? t('planet.funds.vip.trialUsed') : t('planet.funds.vip.trial', { days: offer.days })}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <OrderHistory onPay={(order) => setOpen(order.id)} />
      {open !== null && <OrderDialog orderId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
