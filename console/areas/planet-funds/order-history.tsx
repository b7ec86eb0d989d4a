import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { SaasOrder } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';

export const ORDER_PAGE_SIZE = 10;

type Props = {
  rows: SaasOrder[];
  totalCount: number;
  page: number;
  busy: boolean;
  onPage: (page: number) => void;
  onPay: (order: SaasOrder) => void;
  onClose: (order: SaasOrder) => void;
  onRefund: (order: SaasOrder) => void;
};

const STATUS_TAG: Record<SaasOrder['status'], string> = { 0: 'lc-funds__tag--warn', 1: 'lc-funds__tag--ok', 2: '', 3: '' };

/** The account's SaaS orders, newest first, with what can still be done to each. */
export function OrderHistory({ rows, totalCount, page, busy, onPage, onPay, onClose, onRefund }: Props) {
  const t = useStore($t);
  const columns: TableColumn<SaasOrder>[] = [
    { key: 'no', header: t('planet.funds.col.no'), render: (order) => <code>{order.order_no}</code> },
    { key: 'plan', header: t('planet.funds.col.plan'), render: (order) => order.plan_name },
    { key: 'amount', header: t('planet.funds.col.amount'), align: 'end', render: (order) => <span className="lc-funds__amount">{formatFen(order.amount)}</span> },
    { key: 'channel', header: t('planet.funds.order.channel'), render: (order) => t(`planet.funds.order.channel.${order.pay_channel}`) },
    {
      key: 'status',
      header: t('planet.funds.order.col.status'),
      render: (order) => <span className={`lc-funds__tag ${STATUS_TAG[order.status]}`}>{t(`planet.funds.order.status.${order.status}`)}</span>,
    },
    { key: 'created', header: t('planet.funds.order.col.created'), render: (order) => formatDateTime(order.created_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (order) => (
        <div className="lc-funds__actions">
          {order.status === 0 && (
            <>
              <Button variant="text" onClick={() => onPay(order)} aria-label={`${t('planet.funds.order.pay')} ${order.order_no}`}>
                {t('planet.funds.order.pay')}
              </Button>
              <Button variant="text" onClick={() => onClose(order)} aria-label={`${t('planet.funds.order.close')} ${order.order_no}`}>
                {t('planet.funds.order.close')}
              </Button>
            </>
          )}
          {order.refundable && (
            <Button variant="text" onClick={() => onRefund(order)} aria-label={`${t('planet.funds.order.refund')} ${order.order_no}`}>
              {t('planet.funds.order.refund')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="lc-order-history">
      <h2 id="lc-order-history">{t('planet.funds.order.history')}</h2>
      <p className="lc-funds__muted">{t('planet.funds.order.refundWindow')}</p>
      <Table label={t('planet.funds.order.history')} columns={columns} rows={rows} rowKey={(order) => order.id} busy={busy} empty={t('planet.funds.order.empty')} />
      {totalCount > ORDER_PAGE_SIZE && <Pager className="lc-funds__pager" total={totalCount} page={page} pageSize={ORDER_PAGE_SIZE} onChange={onPage} disabled={busy} />}
    </section>
  );
}
