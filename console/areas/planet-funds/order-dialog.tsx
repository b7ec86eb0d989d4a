import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { planName } from '@shared/planet-funds/plan-names.ts';
import { fundsWrites, orderRecord, PLANET_FUNDS, planChoiceRecord } from '@shared/planet-funds/resources.ts';
import { expiryDay } from '@shared/planet-funds/rules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { QrCode } from '@widgets/ui/qr-code/qr-code.tsx';
import { change, refresh } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';

/** How often the dialog asks whether the order was paid. */
const ORDER_POLL_MS = 3000;

/**
 * The purchase order of a plan (spec §9: WeChat Pay by QR, wx_pub_qr): amount, order number and the payment link;
 * it asks the server every few seconds until the order is paid or closed, then the plan and the orders are read
 * again wherever they are shown.
 */
export function OrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useStore($t);
  const order = useRecord(orderRecord, { id: orderId }).data;
  const current = useRecord(planChoiceRecord, {}).data?.current ?? null;
  const [closing, setClosing] = useState(false);
  const status = order?.status;
  const seen = useRef(status);

  useEffect(() => {
    if (status !== 0) return;
    const timer = setInterval(() => refresh([orderRecord.name]), ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [status]);
  useEffect(() => {
    // paid or closed elsewhere (the payment platform): the plan in use and the order list change too
    if (seen.current === 0 && status !== undefined && status !== 0) refresh([PLANET_FUNDS]);
    seen.current = status;
  }, [status]);

  if (!order) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.qr_payload);
      showToast(t('planet.funds.order.copied'), { kind: 'success' });
    } catch (error) {
      showToast(refusalText(error), { kind: 'error' });
    }
  };

  const close = async () => {
    setClosing(true);
    const question = { title: t('planet.funds.order.closeConfirmTitle'), message: t('planet.funds.order.closeConfirm', { no: order.order_no }) };
    await confirmThenRun(question, () => change(() => fundsWrites.closeOrder(order), [PLANET_FUNDS]), t('planet.funds.order.closed'));
    setClosing(false);
  };

  const footer =
    order.status === 0 ? (
      <>
        <Button variant="danger" loading={closing} onClick={() => void close()}>{t('planet.funds.order.close')}</Button>
        <Button variant="primary" onClick={onClose}>{t('planet.funds.order.later')}</Button>
      </>
    ) : (
      <Button variant="primary" onClick={onClose}>{t('planet.funds.order.done')}</Button>
    );

  return (
    <Dialog open title={t('planet.funds.order.dialogTitle')} width={520} onClose={onClose} footer={footer}>
      <dl className="lc-order">
        <dt>{t('planet.funds.order.plan')}</dt>
        <dd>{planName(order.plan_code, order.plan_name, t)}</dd>
        <dt>{t('planet.funds.order.channel')}</dt>
        <dd>{t(`planet.funds.order.channel.${order.pay_channel}`)}</dd>
        <dt>{t('planet.funds.order.amount')}</dt>
        <dd><strong>{formatFen(order.amount)}</strong></dd>
        <dt>{t('planet.funds.order.no')}</dt>
        <dd><code>{order.order_no}</code></dd>
        {order.status === 0 && (
          <>
            <dt>{t('planet.funds.order.link')}</dt>
            <dd>
              <a href={order.qr_payload}><code>{order.qr_payload}</code></a>{' '}
              <Button variant="text" onClick={() => void copy()}>{t('planet.funds.order.copy')}</Button>
            </dd>
          </>
        )}
      </dl>
      {order.status === 0 && (
        <>
          <QrCode className="lc-order__qr" text={order.qr_payload} size={180} label={t('planet.funds.order.qrLabel')} />
          <p className="lc-funds__muted">{t('planet.funds.order.scanHint')}</p>
          <p className="lc-order__state" role="status">{t('planet.funds.order.waiting')}</p>
        </>
      )}
      {order.status === 1 && (
        <p className="lc-order__state lc-order__state--paid" role="status">
          <strong>{t('planet.funds.order.paidTitle')}</strong>
          {current?.order_id === order.id && t('planet.funds.order.paidText', { name: planName(order.plan_code, order.plan_name, t), date: expiryDay(current.expires_at) })}
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
