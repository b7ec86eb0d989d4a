import { useStore } from '@nanostores/react';
import { newIdempotencyKey } from '@shared/funds/forms.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { packageName } from '@shared/packages/package-names.ts';
import { packageOrdersResource, packageWrites, type PackageOrderListState } from '@shared/packages/resources.ts';
import type { PackageOrder } from '@shared/packages/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import './package-texts.ts';

const DEFAULTS: PackageOrderListState = { page: 1, pageSize: 10 };
const STATUS_TAG: Record<PackageOrder['status'], string> = { 0: 'lc-packages__tag--warn', 1: 'lc-packages__tag--ok', 2: '', 3: '' };

/** The account's package orders, newest first (the page in the address), with paying, closing and refunding. */
export function PackageOrders({ onPay }: { onPay: (order: PackageOrder) => void }) {
  const t = useStore($t);
  const title = t('package.orders');
  return (
    <section aria-labelledby="lc-package-orders" className="lc-packages__section">
      <h2 id="lc-package-orders">{title}</h2>
      <p className="lc-packages__muted">{t('package.orders.refundWindow')}</p>
      <ListScreen<PackageOrder, PackageOrderListState>
        embedded
        title={title}
        resource={packageOrdersResource}
        defaults={DEFAULTS}
        columns={[
          { key: 'no', header: t('package.col.no'), render: (order) => <code>{order.order_no}</code> },
          { key: 'package', header: t('package.col.package'), render: (order) => packageName(order.package_code, order.package_name, t) },
          { key: 'amount', header: t('package.col.amount'), align: 'end', render: (order) => formatFen(order.amount) },
          {
            key: 'status',
            header: t('package.col.status'),
            render: (order) => <span className={`lc-packages__tag ${STATUS_TAG[order.status]}`}>{t(`package.order.status.${order.status}`)}</span>,
          },
          { key: 'created', header: t('package.col.created'), render: (order) => formatDateTime(order.created_at) },
        ]}
        rowKey={(order) => order.id}
        rowName={(order) => order.order_no}
        rowActions={[
          { label: t('package.order.pay'), run: onPay, hidden: (order) => order.status !== 0 },
          {
            label: t('package.order.close'),
            confirmTitle: t('package.order.closeConfirmTitle'),
            confirm: (order) => t('package.order.closeConfirm', { no: order.order_no }),
            run: packageWrites.closeOrder,
            done: t('package.order.closed'),
            hidden: (order) => order.status !== 0,
          },
          {
            label: t('package.order.refund'),
            confirmTitle: t('package.order.refundConfirmTitle'),
            confirm: (order) => t('package.order.refundConfirm', { no: order.order_no, amount: formatFen(order.amount), name: packageName(order.package_code, order.package_name, t) }),
            danger: true,
            // one key per confirmed refund: a repeat of the same request is answered, not refunded twice
            run: (order) => packageWrites.refundOrder(order, newIdempotencyKey()),
            done: t('package.order.refunded'),
            hidden: (order) => !order.refundable,
          },
        ]}
        empty={t('package.orders.empty')}
      />
    </section>
  );
}
