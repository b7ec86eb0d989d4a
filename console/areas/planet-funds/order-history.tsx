import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { planName } from '@shared/planet-funds/plan-names.ts';
import { fundsWrites, ordersResource, type OrderListState } from '@shared/planet-funds/resources.ts';
import type { SaasOrder } from '@shared/planet-funds/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';

const DEFAULTS: OrderListState = { page: 1, pageSize: 10 };
const STATUS_TAG: Record<SaasOrder['status'], string> = { 0: 'lc-funds__tag--warn', 1: 'lc-funds__tag--ok', 2: '', 3: '' };

/** The account's SaaS orders, newest first (the page in the address), with what can still be done to each. */
export function OrderHistory({ onPay }: { onPay: (order: SaasOrder) => void }) {
  const t = useStore($t);
  const title = t('planet.funds.order.history');
  return (
    <section aria-labelledby="lc-order-history">
      <h2 id="lc-order-history">{title}</h2>
      <p className="lc-funds__muted">{t('planet.funds.order.refundWindow')}</p>
      <ListScreen<SaasOrder, OrderListState>
        embedded
        title={title}
        resource={ordersResource}
        defaults={DEFAULTS}
        columns={[
          { key: 'no', header: t('planet.funds.col.no'), render: (order) => <code>{order.order_no}</code> },
          { key: 'plan', header: t('planet.funds.col.plan'), render: (order) => planName(order.plan_code, order.plan_name, t) },
          { key: 'amount', header: t('planet.funds.col.amount'), align: 'end', render: (order) => <span className="lc-funds__amount">{formatFen(order.amount)}</span> },
          { key: 'channel', header: t('planet.funds.order.channel'), render: (order) => t(`planet.funds.order.channel.${order.pay_channel}`) },
          {
            key: 'status',
            header: t('planet.funds.order.col.status'),
            render: (order) => <span className={`lc-funds__tag ${STATUS_TAG[order.status]}`}>{t(`planet.funds.order.status.${order.status}`)}</span>,
          },
          { key: 'created', header: t('planet.funds.order.col.created'), render: (order) => formatDateTime(order.created_at) },
        ]}
        rowKey={(order) => order.id}
        rowName={(order) => order.order_no}
        rowActions={[
          { label: t('planet.funds.order.pay'), run: onPay, hidden: (order) => order.status !== 0 },
          {
            label: t('planet.funds.order.close'),
            confirmTitle: t('planet.funds.order.closeConfirmTitle'),
            confirm: (order) => t('planet.funds.order.closeConfirm', { no: order.order_no }),
            run: fundsWrites.closeOrder,
            done: t('planet.funds.order.closed'),
            hidden: (order) => order.status !== 0,
          },
          {
            label: t('planet.funds.order.refund'),
            confirmTitle: t('planet.funds.order.refundConfirmTitle'),
            confirm: (order) => t('planet.funds.order.refundConfirm', { no: order.order_no, amount: formatFen(order.amount), name: planName(order.plan_code, order.plan_name, t) }),
            run: fundsWrites.refundOrder,
            done: t('planet.funds.order.refunded'),
            hidden: (order) => !order.refundable,
          },
        ]}
        empty={t('planet.funds.order.empty')}
      />
    </section>
  );
}
