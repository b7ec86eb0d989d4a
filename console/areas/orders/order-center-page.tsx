import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { exportOrders, ORDER_CHANNEL_CHOICES, ORDER_KIND_CHOICES, ORDER_STATUS_CHOICES, ordersResource, type OrderListState } from '@shared/orders/resources.ts';
import type { Order } from '@shared/orders/types.ts';
import { Person } from '@widgets/ui/table/cells.tsx';
import { useSearchParams } from 'react-router';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { ExportButton } from '@console/kit/export-button.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import './orders-texts.ts';
import './orders.css';

const DEFAULTS: OrderListState = { page: 1, pageSize: 20, status: '', kind: '', channel: '', from: '', to: '', keyword: '' };

function Amount({ order, t }: { order: Order; t: Translate }) {
  return (
    <>
      <strong className="lc-order-nowrap">{formatFen(order.pay_amount)}</strong>
      {order.list_price !== order.pay_amount && <p className="lc-order-muted">{t('orders.listPrice', { price: formatFen(order.list_price) })}</p>}
      {order.campaign_kind && order.campaign_discount > 0 && <p className="lc-order-muted">{t(`orders.discount.campaign.${order.campaign_kind}`, { amount: formatFen(order.campaign_discount) })}</p>}
      {order.coupon_discount > 0 && <p className="lc-order-muted">{t('orders.discount.coupon', { amount: formatFen(order.coupon_discount) })}</p>}
      {order.refunded_amount > 0 && <p className="lc-order-muted lc-order-refunded">{t('orders.refunded', { amount: formatFen(order.refunded_amount) })}</p>}
    </>
  );
}

/** The list's state as it is in the address bar now (the export takes the same filters). */
function useCurrentFilters(): OrderListState {
  const [params] = useSearchParams();
  const read = <K extends keyof OrderListState>(key: K) => (params.get(key) ?? DEFAULTS[key]) as OrderListState[K];
  return { ...DEFAULTS, status: read('status'), kind: read('kind'), channel: read('channel'), from: read('from'), to: read('to'), keyword: read('keyword') };
}

/**
 * /order/center (spec §2 "Orders and after-sale"): every order of the teacher's, by status (tabs) and filtered by
 * time, product type, channel and a keyword (order number, buyer phone or nickname), all kept in the address; what
 * each buyer paid and was given off; details with the ledger; and the filtered orders as an .xlsx.
 */
export default function OrderCenterPage() {
  const t = useStore($t);
  const [detail, setDetail] = useState<number | null>(null);
  const filters = useCurrentFilters();
  return (
    <>
      <ListScreen<Order, OrderListState>
        title={t('orders.heading')}
        resource={ordersResource}
        defaults={DEFAULTS}
        choices={{ status: ORDER_STATUS_CHOICES, kind: ORDER_KIND_CHOICES, channel: ORDER_CHANNEL_CHOICES }}
        tabs={{ key: 'status', label: t('orders.tabs'), options: ORDER_STATUS_CHOICES.map((status) => ({ value: status, label: t(`orders.status.${status || 'all'}`) })) }}
        filters={[
          { kind: 'dateRange', from: 'from', to: 'to', label: t('orders.range'), fromLabel: t('orders.range.from'), toLabel: t('orders.range.to') },
          { kind: 'select', key: 'kind', label: t('orders.kind'), options: ORDER_KIND_CHOICES.map((kind) => ({ value: kind, label: t(`orders.kind.${kind || 'all'}`) })) },
          { kind: 'select', key: 'channel', label: t('orders.channel'), options: ORDER_CHANNEL_CHOICES.map((channel) => ({ value: channel, label: t(`orders.channel.${channel || 'all'}`) })) },
          { kind: 'search', key: 'keyword', label: t('orders.search') },
        ]}
        columns={[
          {
            key: 'order',
            header: t('orders.col.order'),
            render: (order) => (
              <>
                <span className="lc-order-no">{order.order_no}</span>
                <p className="lc-order-muted">{t(`orders.channel.${order.channel}`)}</p>
              </>
            ),
          },
          {
            key: 'product',
            header: t('orders.col.product'),
            width: '26%',
            render: (order) => (
              <>
                <span className="lc-order-title">{order.product_title}</span>
                <p className="lc-order-muted">{t(`orders.kind.${order.product_kind}`)}</p>
              </>
            ),
          },
          {
            key: 'buyer',
            header: t('orders.col.buyer'),
            render: (order) => <Person name={order.buyer_nickname} phone={order.buyer_phone} />,
          },
          { key: 'amount', header: t('orders.col.amount'), render: (order) => <Amount order={order} t={t} /> },
          { key: 'status', header: t('orders.col.status'), render: (order) => <span className={`lc-order-status lc-order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span> },
          { key: 'time', header: t('orders.col.time'), render: (order) => <span className="lc-order-nowrap">{formatDateTime(order.created_at).slice(0, 16)}</span> },
        ]}
        rowKey={(order) => order.id}
        rowName={(order) => order.order_no}
        rowActions={[{ label: t('orders.action.detail'), run: (order) => setDetail(order.id) }]}
        actions={
          <ExportButton run={() => exportOrders(filters)} label={t('orders.export')} busyLabel={t('orders.exporting')} done={t('orders.exported')} />
        }
        empty={(state) => (state.status || state.kind || state.channel || state.from || state.keyword ? t('orders.emptyFiltered') : t('orders.empty'))}
      />
      {detail !== null && <OrderDetailDialog id={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
