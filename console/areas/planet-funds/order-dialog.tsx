import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { closeOrder, fetchOrder } from '@shared/planet-funds/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { CurrentPlan, SaasOrder } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { chinaDate, toastError } from './funds-ui.ts';

/** How often the dialog asks whether the order was paid. */
export const ORDER_POLL_MS = 3000;

type Props = {
  order: SaasOrder | null;
  /** the plan once the order is paid (read again by the page) */
  current: CurrentPlan | null;
  onClose: () => void;
  /** the order as the server now has it */
  onChange: (order: SaasOrder) => void;
};

/**
 * The purchase order of a plan (spec §9: WeChat Pay by QR, wx_pub_qr): amount, order number and the payment link;
 * it asks the server every few seconds until the order is paid or closed.
 */
export function OrderDialog({ order, current, onClose, onChange }: Props) {
  const t = useStore($t);
  const [closing, setClosing] = useState(false);
  const waiting = order?.status === 0;
  const orderId = order?.id;

  useEffect(() => {
    if (!waiting || orderId === undefined) return;
    let live = true;
    const timer = setInterval(() => {
      fetchOrder(orderId).then(
        (next) => live && next.status !== 0 && onChange(next),
        () => undefined, // a missed poll is retried at the next tick
      );
    }, ORDER_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [waiting, orderId, onChange]);

  if (!order) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.qr_payload);
      showToast(t('planet.funds.order.copied'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  const close = async () => {
    const ok = await askConfirm({ title: t('planet.funds.order.closeConfirmTitle'), message: t('planet.funds.order.closeConfirm', { no: order.order_no }) });
    if (!ok) return;
    setClosing(true);
    try {
      onChange(await closeOrder(order.id));
      showToast(t('planet.funds.order.closed'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setClosing(false);
    }
  };

  const footer =
    order.status === 0 ? (
      <>
        <Button variant="danger" loading={closing} onClick={() => void close()}>
          {t('planet.funds.order.close')}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {t('planet.funds.order.later')}
        </Button>
      </>
    ) : (
      <Button variant="primary" onClick={onClose}>
        {t('planet.funds.order.done')}
      </Button>
    );

  return (
    <Dialog open title={t('planet.funds.order.dialogTitle')} width={520} onClose={onClose} footer={footer}>
      <dl className="lc-order">
        <dt>{t('planet.funds.order.plan')}</dt>
        <dd>{order.plan_name}</dd>
        <dt>{t('planet.funds.order.channel')}</dt>
        <dd>{t(`planet.funds.order.channel.${order.pay_channel}`)}</dd>
        <dt>{t('planet.funds.order.amount')}</dt>
        <dd>
          <strong>{formatFen(order.amount)}</strong>
        </dd>
        <dt>{t('planet.funds.order.no')}</dt>
        <dd>
          <code>{order.order_no}</code>
        </dd>
        {order.status === 0 && (
          <>
            <dt>{t('planet.funds.order.link')}</dt>
            <dd>
              <a href={order.qr_payload}>
                <code>{order.qr_payload}</code>
              </a>{' '}
              <Button variant="text" onClick={() => void copy()}>
                {t('planet.funds.order.copy')}
              </Button>
            </dd>
          </>
        )}
      </dl>
      {order.status === 0 && (
        <>
          <p className="lc-funds__muted">{t('planet.funds.order.scanHint')}</p>
          <p className="lc-order__state" role="status">
            {t('planet.funds.order.waiting')}
          </p>
        </>
      )}
      {order.status === 1 && (
        <p className="lc-order__state lc-order__state--paid" role="status">
          <strong>{t('planet.funds.order.paidTitle')}</strong>
          {current?.order_id === order.id && t('planet.funds.order.paidText', { name: order.plan_name, date: chinaDate(current.expires_at) })}
        </p>
      )}
      {(order.status === 2 || order.status === 3) && (
        <p className="lc-order__state lc-order__state--closed" role="status">
          {order.status === 2 ? t('planet.funds.order.closedText') : t('planet.funds.order.status.3')}
        </p>
      )}
    </Dialog>
  );
}
