import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { REFUND_STATE_CHOICES, refundRequestsResource, type RefundListState } from '@shared/aftersale/resources.ts';
import { aftersaleDetailPath } from '@shared/aftersale/routes.ts';
import type { RefundRequest } from '@shared/aftersale/types.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { Person } from '@widgets/ui/table/cells.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import type { RowAction, RowLink } from '@console/kit/row-actions.tsx';
import { RefundDialog, type RefundDialogState } from './refund-dialogs.tsx';
import './aftersale-texts.ts';
import './aftersale.css';

const DEFAULTS: RefundListState = { page: 1, pageSize: 20, state: '', keyword: '' };

function StateCell({ request, t }: { request: RefundRequest; t: Translate }) {
  return (
    <>
      <span className={`lc-aftersale-state lc-aftersale-state--${request.state}`}>{t(`aftersale.state.${request.state}`)}</span>
      {request.state === 'approved' && <p className="lc-aftersale-muted lc-aftersale-nowrap">{t('aftersale.refundedNow', { amount: formatFen(request.refund_amount) })}</p>}
      {request.state === 'rejected' && <p className="lc-aftersale-muted lc-aftersale-clamp">{request.reject_reason}</p>}
    </>
  );
}

/**
 * /aftersale/index (spec §2 "Orders and after-sale"): buyers' refund requests by state (全部 / 待处理 / 已同意 /
 * 已拒绝, kept in the address), found by order number, buyer phone or nickname; 同意退款 in full or in part, 拒绝
 * with a reason, and each request's detail.
 */
export default function RefundsPage() {
  const t = useStore($t);
  const [open, setOpen] = useState<RefundDialogState>(null);
  const actions: (RowAction<RefundRequest> | RowLink<RefundRequest>)[] = [
    { label: t('aftersale.action.approve'), hidden: (request) => request.state !== 'pending', run: (request) => setOpen({ kind: 'approve', request }) },
    { label: t('aftersale.action.reject'), hidden: (request) => request.state !== 'pending', run: (request) => setOpen({ kind: 'reject', request }), danger: true },
    { label: t('aftersale.action.detail'), to: (request) => aftersaleDetailPath(request.id) },
  ];
  return (
    <>
      <ListScreen<RefundRequest, RefundListState>
        title={t('aftersale.refunds.heading')}
        resource={refundRequestsResource}
        defaults={DEFAULTS}
        choices={{ state: REFUND_STATE_CHOICES }}
        tabs={{ key: 'state', label: t('aftersale.refunds.tabs'), options: REFUND_STATE_CHOICES.map((state) => ({ value: state, label: t(`aftersale.state.${state || 'all'}`) })) }}
        filters={[{ kind: 'search', key: 'keyword', label: t('aftersale.search') }]}
        columns={[
          { key: 'time', header: t('aftersale.col.time'), render: (request) => <span className="lc-aftersale-nowrap">{formatDateTime(request.created_at).slice(0, 16)}</span> },
          {
            key: 'order',
            header: t('aftersale.col.order'),
            width: '24%',
            render: (request) => (
              <>
                <span className="lc-aftersale-no">{request.order_no}</span>
                <p className="lc-aftersale-muted">{request.product_title}</p>
              </>
            ),
          },
          {
            key: 'buyer',
            header: t('aftersale.col.buyer'),
            render: (request) => <Person name={request.buyer_nickname} phone={request.buyer_phone} />,
          },
          {
            key: 'amount',
            header: t('aftersale.col.amount'),
            render: (request) => (
              <>
                <span className="lc-aftersale-nowrap"><strong>{formatFen(request.amount)}</strong> / {formatFen(request.pay_amount)}</span>
                {request.refunded_amount > 0 && <p className="lc-aftersale-muted">{t('aftersale.refunded', { amount: formatFen(request.refunded_amount) })}</p>}
              </>
            ),
          },
          { key: 'reason', header: t('aftersale.col.reason'), width: '22%', render: (request) => <span className="lc-aftersale-clamp">{request.reason}</span> },
          { key: 'state', header: t('aftersale.col.state'), render: (request) => <StateCell request={request} t={t} /> },
        ]}
        rowKey={(request) => request.id}
        rowName={(request) => request.order_no}
        rowActions={actions}
        empty={(state) => (state.state || state.keyword ? t('aftersale.refunds.emptyFiltered') : t('aftersale.refunds.empty'))}
      />
      <RefundDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}
