import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { CouponForm } from '@shared/marketing/coupon-forms.ts';
import { canDeleteCoupon, canEditCoupon, canStopCoupon } from '@shared/marketing/coupon-rules.ts';
import { couponCodePath, couponEditPath, COUPON_ROUTES } from '@shared/marketing/coupon-routes.ts';
import { COUPON_STATUS_CHOICES, couponsResource, removeCoupon, stopCoupon, type CouponListState } from '@shared/marketing/resources.ts';
import type { Coupon } from '@shared/marketing/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { deleteAction, type RowAction, type RowLink } from '@console/kit/row-actions.tsx';
import { atMinute, couponScope, couponValue } from './coupon-values.ts';
import './coupon-texts.ts';
import './coupon.css';

const DEFAULTS: CouponListState = { page: 1, pageSize: 10, status: '', keyword: '' };

function Validity({ coupon, t }: { coupon: Coupon; t: Translate }) {
  return (
    <div className="lc-coupon-nowrap">
      <div>{atMinute(coupon.starts_at)}</div>
      <div>{t('marketing.coupon.validityTo', { time: atMinute(coupon.ends_at) })}</div>
      {coupon.stopped_at !== null && <p className="lc-coupon-muted">{t('marketing.coupon.stoppedAt', { time: atMinute(coupon.stopped_at) })}</p>}
    </div>
  );
}

function Stock({ coupon, t }: { coupon: Coupon; t: Translate }) {
  return (
    <div className="lc-coupon-nowrap">
      <div>{coupon.claimed} / {coupon.stock}</div>
      {coupon.codes > 0 && <p className="lc-coupon-muted">{t('marketing.coupon.codesIssued', { n: coupon.codes })}</p>}
      <p className="lc-coupon-muted">{t('marketing.coupon.stockLeft', { n: coupon.stock_left })}</p>
    </div>
  );
}

/**
 * /marketing/coupon (spec §2 "Marketing"): the teacher's coupons by status (全部 / 未开始 / 进行中 / 已结束, kept in
 * the address), searched by name, with their value, products, window and the counts of claims; edit, codes, 结束
 * (asks first), and delete while nobody holds one.
 */
export default function CouponListPage() {
  const t = useStore($t);
  const actions: (RowAction<Coupon> | RowLink<Coupon>)[] = [
    { label: t('marketing.coupon.action.edit'), hidden: (coupon) => !canEditCoupon(coupon.status), to: (coupon) => couponEditPath(coupon.id) },
    { label: t('marketing.coupon.action.codes'), to: (coupon) => couponCodePath(coupon.id) },
    {
      label: t('marketing.coupon.action.stop'),
      hidden: (coupon) => !canStopCoupon(coupon.status),
      run: stopCoupon,
      danger: true,
      confirm: (coupon) => t('marketing.coupon.stop.confirm', { title: coupon.title }),
      done: t('marketing.coupon.stop.done'),
    },
    {
      ...deleteAction(removeCoupon, (coupon) => coupon.title),
      confirm: (coupon) => t('marketing.coupon.delete.confirm', { title: coupon.title }),
      hidden: (coupon) => !canDeleteCoupon(coupon.claimed),
    },
  ];
  return (
    <ListScreen<Coupon, CouponListState, CouponForm>
      title={t('marketing.coupon.heading')}
      // made and edited on their own pages: the list has no dialog
      resource={couponsResource}
      defaults={DEFAULTS}
      choices={{ status: COUPON_STATUS_CHOICES }}
      tabs={{ key: 'status', label: t('marketing.coupon.tabs'), options: COUPON_STATUS_CHOICES.map((status) => ({ value: status, label: t(`marketing.coupon.status.${status || 'all'}`) })) }}
      filters={[{ kind: 'search', key: 'keyword', label: t('marketing.coupon.search') }]}
      columns={[
        { key: 'title', header: t('marketing.coupon.col.title'), render: (coupon) => <strong className="lc-coupon-title">{coupon.title}</strong> },
        {
          key: 'value',
          header: t('marketing.coupon.col.value'),
          render: (coupon) => (
            <>
              <span className={`lc-coupon-type lc-coupon-type--${coupon.type}`}>{t(`marketing.coupon.type.${coupon.type}`)}</span>
              <div className="lc-coupon-value">{couponValue(t, coupon)}</div>
            </>
          ),
        },
        {
          key: 'products',
          header: t('marketing.coupon.col.products'),
          render: (coupon) => (
            <span className="lc-coupon-nowrap" title={coupon.products.map((product) => product.title).join('、') || undefined}>{couponScope(t, coupon)}</span>
          ),
        },
        { key: 'validity', header: t('marketing.coupon.col.validity'), render: (coupon) => <Validity coupon={coupon} t={t} /> },
        { key: 'stock', header: t('marketing.coupon.col.stock'), render: (coupon) => <Stock coupon={coupon} t={t} /> },
        { key: 'used', header: t('marketing.coupon.col.used'), align: 'end', render: (coupon) => coupon.used },
        { key: 'status', header: t('marketing.coupon.col.status'), render: (coupon) => <span className={`lc-coupon-status lc-coupon-status--${coupon.status}`}>{t(`marketing.coupon.status.${coupon.status}`)}</span> },
      ]}
      rowKey={(coupon) => coupon.id}
      rowName={(coupon) => coupon.title}
      rowActions={actions}
      actions={<Link className="lc-button lc-button--primary" to={COUPON_ROUTES.add}>{t('marketing.coupon.create')}</Link>}
      empty={(state) => (state.keyword || state.status ? t('marketing.coupon.emptyFiltered') : t('marketing.coupon.empty'))}
    />
  );
}
