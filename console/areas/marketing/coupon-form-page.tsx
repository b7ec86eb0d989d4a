import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { couponFormOf } from '@shared/marketing/coupon-forms.ts';
import { canEditCoupon } from '@shared/marketing/coupon-rules.ts';
import { COUPON_ROUTES } from '@shared/marketing/coupon-routes.ts';
import { couponSource, couponsResource } from '@shared/marketing/resources.ts';
import type { Coupon } from '@shared/marketing/types.ts';
import { change } from '@console/kit/data.ts';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { couponFields } from './coupon-fields.tsx';
import './coupon-texts.ts';
import './coupon.css';

/**
 * /marketing/coupon/add, and /marketing/coupon/edit?id= for one coupon (spec §2 "Marketing"): name, type and value
 * (立减 in 元, 折扣 in 折, 满减 with its threshold), the window, the stock, the limit per buyer and the products it
 * applies to. An ended coupon is not edited; one buyers hold keeps its terms.
 */
export default function CouponFormPage() {
  const t = useStore($t);
  const id = useIdParam() ?? 0;
  const editing = useLocation().pathname === COUPON_ROUTES.edit;
  const found = useRecord(couponSource, id > 0 ? { id } : null);
  const back = <Link to={COUPON_ROUTES.list}>{t('marketing.coupon.form.back')}</Link>;
  if (editing && id === 0) return <MissingId message={t('marketing.coupon.form.missingId')} back={{ to: COUPON_ROUTES.list, label: t('marketing.coupon.form.back') }} />;
  if (id > 0 && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} />{back}</section>;
  if (id > 0 && !found.data) return null;
  const coupon = found.data ?? null;
  if (coupon && !canEditCoupon(coupon.status)) {
    return (
      <section className="lc-card lc-coupon-form">
        <h1 className="lc-page-title">{t('marketing.coupon.form.editTitle', { title: coupon.title })}</h1>
        <p role="status">{t('marketing.coupon.problem.ended')}</p>
        {back}
      </section>
    );
  }
  return <OpenCouponForm key={coupon?.id ?? 'new'} coupon={coupon} />;
}

function OpenCouponForm({ coupon }: { coupon: Coupon | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const resource = couponsResource;
  return (
    <section className="lc-card lc-coupon-form">
      <h1 className="lc-page-title">{coupon ? t('marketing.coupon.form.editTitle', { title: coupon.title }) : t('marketing.coupon.form.createTitle')}</h1>
      {coupon && coupon.claimed > 0 && <p className="lc-coupon-note">{t('marketing.coupon.form.lockedHint')}</p>}
      <PageForm
        fields={couponFields(t, coupon)}
        initial={couponFormOf(coupon)}
        submit={(form) => change(() => (coupon ? resource.update!(coupon, form) : resource.create!(form)), [resource])}
        savedText={t('marketing.coupon.form.saved')}
        onSaved={() => navigate(COUPON_ROUTES.list)}
        extra={<Link to={COUPON_ROUTES.list}>{t('marketing.coupon.form.back')}</Link>}
      />
    </section>
  );
}
