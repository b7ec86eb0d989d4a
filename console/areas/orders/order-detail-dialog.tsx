import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { orderSource } from '@shared/orders/resources.ts';
import type { OrderDetail } from '@shared/orders/types.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { LedgerLines } from '@console/areas/funds/ledger-lines.tsx';
import { FactList } from '@console/kit/fact-list.tsx';

function Facts({ order, now }: { order: OrderDetail; now: number }) {
  const t = useStore($t);
  const time = (seconds: number) => formatDateTime(seconds).slice(0, 16);
  const facts: [string, string][] = [
    [t('orders.detail.orderNo'), order.order_no],
    [t('orders.detail.placed'), formatDateTime(order.created_at)],
    ...(order.paid_at ? [[t('orders.detail.paid'), formatDateTime(order.paid_at)] as [string, string]] : []),
    [t('orders.detail.buyer'), `${order.buyer_nickname}（${order.buyer_phone}）`],
    [t('orders.detail.product'), `${order.product_title} · ${t(`orders.kind.${order.product_kind}`)}`],
    [t('orders.detail.channel'), t(`orders.channel.${order.channel}`)],
    [t('orders.detail.listPrice'), formatFen(order.list_price)],
    ...(order.campaign_discount > 0 ? [[t('orders.detail.campaign'), `−${formatFen(order.campaign_discount)}`] as [string, string]] : []),
    ...(order.coupon_discount > 0 ? [[t('orders.detail.coupon'), `−${formatFen(order.coupon_discount)}`] as [string, string]] : []),
    [t('orders.detail.pay'), formatFen(order.pay_amount)],
    [t('orders.detail.fee'), formatFen(order.fee)],
    ...(order.refunded_amount > 0 ? [[t('orders.detail.refunded'), formatFen(order.refunded_amount)] as [string, string]] : []),
    ...(order.pay_amount > 0
      ? [[t('orders.detail.settles'), order.available_at <= now ? t('orders.detail.settled', { time: time(order.available_at) }) : t('orders.detail.pending', { time: time(order.available_at) })] as [string, string]]
      : []),
    ...(order.gifts.length > 0 ? [[t('orders.detail.gifts'), order.gifts.map((gift) => gift.product_title).join('、')] as [string, string]] : []),
  ];
  return (
    <FactList className="lc-order-facts" facts={facts} />
  );
}

/** One order: what was bought, what was paid and taken off, when it settles, and its ledger transactions. */
export function OrderDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useStore($t);
  const found = useRecord(orderSource, { id });
  const now = Math.floor(Date.now() / 1000);
  const order = found.data;
  return (
    <Dialog open title={t('orders.detail.title')} width={720} onClose={onClose}>
      {found.error && <QueryError error={found.error} onRetry={found.reload} />}
      {!order && !found.error && <p>{t('common.loading')}</p>}
      {order && (
        <>
          <Facts order={order} now={now} />
          <h3 className="lc-order-section">{t('orders.detail.ledger')}</h3>
          {order.ledger.length ? <LedgerLines transactions={order.ledger} now={now} /> : <p>{t('orders.detail.noLedger')}</p>}
        </>
      )}
    </Dialog>
  );
}
