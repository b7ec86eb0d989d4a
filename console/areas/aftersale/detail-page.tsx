import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { refundableOf } from '@shared/aftersale/rules.ts';
import { refundRequestSource } from '@shared/aftersale/resources.ts';
import { AFTERSALE_ROUTES, orderCentrePath } from '@shared/aftersale/routes.ts';
import type { RefundRequestDetail } from '@shared/aftersale/types.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { LedgerLines } from '@console/areas/funds/ledger-lines.tsx';
import { FactList } from '@console/kit/fact-list.tsx';
import { RefundDialog, type RefundDialogState } from './refund-dialogs.tsx';
import './aftersale-texts.ts';
import './aftersale.css';

/** 申请 → 同意 / 拒绝, with who and when, and what the buyer was told. */
function Timeline({ request }: { request: RefundRequestDetail }) {
  const t = useStore($t);
  const message = request.buyer_message;
  return (
    <ol className="lc-aftersale-timeline">
      <li>
        <time>{formatDateTime(request.created_at)}</time>
        <p>{t('aftersale.detail.step.asked', { name: request.buyer_nickname, amount: formatFen(request.amount) })}</p>
        <p className="lc-aftersale-muted">{t('aftersale.detail.step.reason', { reason: request.reason })}</p>
      </li>
      {request.state === 'pending' && (
        <li className="is-waiting">
          <p>{t('aftersale.detail.step.waiting')}</p>
        </li>
      )}
      {request.state !== 'pending' && request.handled_at !== null && (
        <li>
          <time>{formatDateTime(request.handled_at)}</time>
          {request.state === 'approved' ? (
            <p>{t('aftersale.detail.step.approved', { name: request.handler_name, amount: formatFen(request.refund_amount) })}</p>
          ) : (
            <>
              <p>{t('aftersale.detail.step.rejected', { name: request.handler_name })}</p>
              <p className="lc-aftersale-muted">{t('aftersale.detail.step.rejectReason', { reason: request.reject_reason })}</p>
            </>
          )}
        </li>
      )}
      {message && (
        <li>
          <time>{formatDateTime(message.created_at)}</time>
          <p>{t('aftersale.detail.notified')}</p>
          <div className="lc-aftersale-message">
            <strong>{message.title}</strong>
            <p>{message.body}</p>
          </div>
        </li>
      )}
    </ol>
  );
}

function Detail({ request }: { request: RefundRequestDetail }) {
  const t = useStore($t);
  const [open, setOpen] = useState<RefundDialogState>(null);
  const now = Math.floor(Date.now() / 1000);
  const { order } = request;
  return (
    <>
      <header className="lc-aftersale-detail__head">
        <h1 className="lc-page-title">{t('aftersale.detail.heading')}</h1>
        <span className={`lc-aftersale-state lc-aftersale-state--${request.state}`}>{t(`aftersale.state.${request.state}`)}</span>
        {request.state === 'pending' && (
          <div className="lc-aftersale-detail__actions">
            <Button onClick={() => setOpen({ kind: 'reject', request })}>{t('aftersale.action.reject')}</Button>
            <Button variant="primary" onClick={() => setOpen({ kind: 'approve', request })}>{t('aftersale.action.approve')}</Button>
          </div>
        )}
      </header>
      <section aria-labelledby="aftersale-order">
        <h2 id="aftersale-order">{t('aftersale.detail.order')}</h2>
        <FactList
          className="lc-aftersale-facts"
          facts={[
            [t('aftersale.detail.orderNo'), <><span className="lc-aftersale-no">{order.order_no}</span> <Link to={orderCentrePath(order.order_no)}>{t('aftersale.detail.inCentre')}</Link></>],
            [t('aftersale.detail.product'), `${order.product_title} · ${t(`orders.kind.${order.product_kind}`)}`],
            [t('aftersale.detail.buyer'), `${order.buyer_nickname}（${order.buyer_phone}）`],
            [t('aftersale.detail.orderStatus'), t(`orders.status.${order.status}`)],
            [t('aftersale.detail.placed'), formatDateTime(order.created_at)],
            ...(order.paid_at ? [[t('aftersale.detail.paid'), formatDateTime(order.paid_at)] as [string, string]] : []),
          ]}
        />
      </section>
      <section aria-labelledby="aftersale-amounts">
        <h2 id="aftersale-amounts">{t('aftersale.detail.amounts')}</h2>
        <FactList
          className="lc-aftersale-facts"
          facts={[
            [t('aftersale.detail.pay'), formatFen(order.pay_amount)],
            [t('aftersale.detail.asked'), formatFen(request.amount)],
            ...(request.state === 'approved' ? [[t('aftersale.detail.refundedNow'), formatFen(request.refund_amount)] as [string, string]] : []),
            [t('aftersale.detail.refundedAll'), formatFen(order.refunded_amount)],
            [t('aftersale.detail.refundable'), formatFen(refundableOf(order))],
          ]}
        />
      </section>
      <section aria-labelledby="aftersale-timeline">
        <h2 id="aftersale-timeline">{t('aftersale.detail.timeline')}</h2>
        <Timeline request={request} />
      </section>
      <section aria-labelledby="aftersale-ledger">
        <h2 id="aftersale-ledger">{t('aftersale.detail.ledger')}</h2>
        {request.refund_ledger.length > 0 ? <LedgerLines transactions={request.refund_ledger} now={now} /> : <p className="lc-aftersale-muted">{t('aftersale.detail.noLedger')}</p>}
      </section>
      <RefundDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}

/**
 * /aftersale/detail?id= (spec §2 "Orders and after-sale"): one refund request — its order (with a way to it in the
 * order centre), the buyer, the amounts, the timeline from the request to the answer with who and when, the refund's
 * ledger lines and what the buyer was told — and, while it waits, 同意退款 and 拒绝.
 */
export default function AftersaleDetailPage() {
  const t = useStore($t);
  const id = useIdParam();
  const found = useRecord(refundRequestSource, id ? { id } : null);
  if (id === null) return <MissingId message={t('aftersale.detail.missingId')} back={{ to: AFTERSALE_ROUTES.refunds, label: t('aftersale.detail.back') }} />;
  return (
    <section className="lc-card lc-aftersale-detail">
      {found.error && <QueryError error={found.error} onRetry={found.reload} />}
      {!found.data && !found.error && <p>{t('common.loading')}</p>}
      {found.data && <Detail request={found.data} />}
      <p><Link to={AFTERSALE_ROUTES.refunds}>{t('aftersale.detail.back')}</Link></p>
    </section>
  );
}
