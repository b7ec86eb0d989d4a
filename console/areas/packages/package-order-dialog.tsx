import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { packageName } from '@shared/packages/package-names.ts';
import { PACKAGE_AFFECTS, packageOrderRecord, packageOverviewRecord, packageWrites } from '@shared/packages/resources.ts';
import { expiryDay } from '@shared/planet-funds/rules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { QrCode } from '@widgets/ui/qr-code/qr-code.tsx';
import { change, refresh } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './package-texts.ts';

/** How often the dialog asks whether the order was paid. */
const ORDER_POLL_MS = 3000;

/**
 * A package's order (spec §9: WeChat Pay by QR, wx_pub_qr): the package, amount, order number, the QR code and the
 * payment link. It asks the server every few seconds until the order is paid or closed; then the quota, the
 * allowance, the packages running and the orders are read again.
 */
export function PackageOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useStore($t);
  const order = useRecord(packageOrderRecord, { id: orderId }).data;
  const grants = useRecord(packageOverviewRecord, {}).data?.grants ?? [];
  const [closing, setClosing] = useState(false);
  const status = order?.status;
  const seen = useRef(status);

  useEffect(() => {
    if (status !== 0) return;
    const timer = setInterval(() => refresh([packageOrderRecord.name]), ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [status]);
  useEffect(() => {
    // paid or closed elsewhere (the payment platform): what the account has and its orders change too
    if (seen.current === 0 && status !== undefined && status !== 0) refresh(PACKAGE_AFFECTS);
    seen.current = status;
  }, [status]);

  if (!order) return null;
  const grant = grants.find((one) => one.order_id === order.id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.qr_payload);
      showToast(t('package.order.copied'), { kind: 'success' });
    } catch (error) {
      showToast(refusalText(error), { kind: 'error' });
    }
  };

  const close = async () => {
    setClosing(true);
    const question = { title: t('package.order.closeConfirmTitle'), message: t('package.order.closeConfirm', { no: order.order_no }) };
    await confirmThenRun(question, () => change(() => packageWrites.closeOrder(order), PACKAGE_AFFECTS), t('package.order.closed'));
    setClosing(false);
  };

  const footer =
    order.status === 0 ? (
      <>
        <Button variant="danger" loading={closing} onClick={() => void close()}>{t('package.order.close')}</Button>
        <Button variant="primary" onClick={onClose}>{t('package.order.later')}</Button>
      </>
    ) : (
      <Button variant="primary" onClick={onClose}>{t('package.order.done')}</Button>
    );

  return (
    <Dialog open title={t('package.order.dialogTitle')} width={520} onClose={onClose} footer={footer}>
      <dl className="lc-package-order">
        <dt>{t('package.order.package')}</dt>
        <dd>{packageName(order.package_code, order.package_name, t)}</dd>
        <dt>{t('package.order.channel')}</dt>
        <dd>{t(`package.order.channel.${order.pay_channel}`)}</dd>
        <dt>{t('package.order.amount')}</dt>
        <dd><strong>{formatFen(order.amount)}</strong></dd>
        <dt>{t('package.order.no')}</dt>
        <dd><code>{order.order_no}</code></dd>
        {order.status === 0 && (
          <>
            <dt>{t('package.order.link')}</dt>
            <dd>
              <a href={order.qr_payload}><code>{order.qr_payload}</code></a>{' '}
              <Button variant="text" onClick={() => void copy()}>{t('package.order.copy')}</Button>
            </dd>
          </>
        )}
      </dl>
      {order.status === 0 && (
        <>
          <QrCode className="lc-package-order__qr" text={order.qr_payload} size={180} label={t('package.order.qrLabel')} />
          <p className="lc-packages__muted">{t('package.order.scanHint')}</p>
          <p className="lc-package-order__state" role="status">{t('package.order.waiting')}</p>
        </>
      )}
      {order.status === 1 && (
        <p className="lc-package-order__state lc-package-order__state--paid" role="status">
          <strong>{t('package.order.paidTitle')}</strong>
          {grant && t('package.order.paidText', { name: packageName(order.package_code, order.package_name, t), date: expiryDay(grant.expires_at) })}
        </p>
      )}
      {(order.status === 2 || order.status === 3) && (
        <p className="lc-package-order__state lc-package-order__state--closed" role="status">
          {t(order.status === 2 ? 'package.order.closedText' : 'package.order.refundedText')}
        </p>
      )}
    </Dialog>
  );
}
