import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@shared/api/types.ts';
import { useStore } from '@nanostores/react';
import {
  closeOrder,
  createOrder,
  fetchCurrentPlan,
  fetchOrders,
  fetchPlans,
  fetchTrialGoods,
  refundOrder,
  startTrial,
} from '@shared/planet-funds/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { CurrentPlan, SaasOrder, SaasPlan, TrialGoods } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import '@console/areas/planets/planet-texts.ts';
import { chinaDate, toastError } from './funds-ui.ts';
import { OrderDialog } from './order-dialog.tsx';
import { ORDER_PAGE_SIZE, OrderHistory } from './order-history.tsx';
import './planet-funds.css';

/**
 * /p/planet/vip (会员): the account's SaaS plan (spec §7 "SaaS plans, trial goods, purchase order"): the current plan
 * and its expiry, the plans with their limits and prices, the one free trial, buying through the order dialog, and
 * the order history with close and refund.
 */
export default function VipPage() {
  const t = useStore($t);
  const [plans, setPlans] = useState<SaasPlan[]>([]);
  const [goods, setGoods] = useState<TrialGoods[]>([]);
  const [current, setCurrent] = useState<CurrentPlan | null>(null);
  const [orders, setOrders] = useState<Page<SaasOrder> | null>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [buying, setBuying] = useState<number | null>(null);
  const [open, setOpen] = useState<SaasOrder | null>(null);

  const loadOrders = useCallback(async () => {
    setBusy(true);
    try {
      setOrders(await fetchOrders({ page, pageSize: ORDER_PAGE_SIZE }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page]);

  const loadPlan = useCallback(async () => {
    try {
      const [nextPlans, nextGoods, nextCurrent] = await Promise.all([fetchPlans(), fetchTrialGoods(), fetchCurrentPlan()]);
      setPlans(nextPlans);
      setGoods(nextGoods);
      setCurrent(nextCurrent);
    } catch (error) {
      toastError(error);
    }
  }, []);

  useEffect(() => {
    void loadPlan();
  }, [loadPlan]);
  useEffect(() => {
    void loadOrders();
  }, [loadOrders]);

  const changed = useCallback(
    (order: SaasOrder) => {
      setOpen((shown) => (shown?.id === order.id ? order : shown));
      void loadOrders();
      if (order.status !== 0) void loadPlan();
    },
    [loadOrders, loadPlan],
  );

  const buy = async (plan: SaasPlan) => {
    setBuying(plan.id);
    try {
      const order = await createOrder(plan.id);
      setOpen(order);
      void loadOrders();
    } catch (error) {
      toastError(error);
    } finally {
      setBuying(null);
    }
  };

  const trial = async (item: TrialGoods) => {
    const ok = await askConfirm({ title: t('planet.funds.vip.trialConfirmTitle'), message: t('planet.funds.vip.trialConfirm', { name: item.plan_name, days: item.days }) });
    if (!ok) return;
    try {
      const plan = await startTrial(item.id);
      showToast(t('planet.funds.vip.trialStarted', { name: plan.plan.name, date: chinaDate(plan.expires_at) }), { kind: 'success' });
      await loadPlan();
    } catch (error) {
      toastError(error);
    }
  };

  const close = async (order: SaasOrder) => {
    const ok = await askConfirm({ title: t('planet.funds.order.closeConfirmTitle'), message: t('planet.funds.order.closeConfirm', { no: order.order_no }) });
    if (!ok) return;
    try {
      changed(await closeOrder(order.id));
      showToast(t('planet.funds.order.closed'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  const refund = async (order: SaasOrder) => {
    const message = t('planet.funds.order.refundConfirm', { no: order.order_no, amount: formatFen(order.amount), name: order.plan_name });
    if (!(await askConfirm({ title: t('planet.funds.order.refundConfirmTitle'), message }))) return;
    try {
      changed(await refundOrder(order));
      showToast(t('planet.funds.order.refunded'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section className="lc-card lc-funds">
      <header className="lc-funds__head">
        <h1 className="lc-page-title">{t('planet.funds.vip.title')}</h1>
      </header>

      <section aria-labelledby="lc-vip-current" className="lc-current-plan">
        <h2 id="lc-vip-current" className="lc-visually-hidden">{t('planet.funds.vip.current')}</h2>
        {current ? (
          <>
            <span>{t('planet.funds.vip.current')}</span>
            <strong>{current.plan.name}</strong>
            {current.source === 'trial' && <span className="lc-funds__tag lc-funds__tag--warn">{t('planet.funds.vip.trialTag')}</span>}
            <span>{t('planet.funds.vip.expires', { date: chinaDate(current.expires_at) })}</span>
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
                  {plan.name}
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
                  <Button variant="primary" loading={buying === plan.id} clickOnce aria-label={t('planet.funds.vip.buyNamed', { name: plan.name })} onClick={() => void buy(plan)}>
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

      <OrderHistory
        rows={orders?.rows ?? []}
        totalCount={orders?.totalCount ?? 0}
        page={page}
        busy={busy}
        onPage={setPage}
        onPay={setOpen}
        onClose={(order) => void close(order)}
        onRefund={(order) => void refund(order)}
      />
      <OrderDialog order={open} current={current} onClose={() => setOpen(null)} onChange={changed} />
    </section>
  );
}
