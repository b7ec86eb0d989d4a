import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { COUPON_LIMITS } from '@shared/marketing/coupon-rules.ts';
import { COUPON_ROUTES } from '@shared/marketing/coupon-routes.ts';
import { CODE_STATUS_CHOICES, couponBatchesSource, couponCodesResource, couponSource, exportCouponBatch, generateCouponCodes, type CouponCodeListState } from '@shared/marketing/resources.ts';
import type { Coupon, CouponCode, CouponCodeBatch } from '@shared/marketing/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { change } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { RowActions } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { atMinute, couponValue } from './coupon-values.ts';
import './coupon-texts.ts';
import './coupon.css';

const DEFAULTS: CouponCodeListState = { page: 1, pageSize: 20, id: 0, batch: 0, status: '', keyword: '' };
const NO_BATCHES: CouponCodeBatch[] = [];

/**
 * /marketing/coupon/code?id= (spec §2 "Marketing"): a coupon's code batches — 生成优惠码 asks how many, within the
 * stock left — each exported as .xlsx, and its codes by batch, status and code, with who redeemed them and when.
 */
export default function CouponCodePage() {
  const t = useStore($t);
  const id = useIdParam();
  const found = useRecord(couponSource, id ? { id } : null);
  const back = <Link to={COUPON_ROUTES.list}>{t('marketing.coupon.code.back')}</Link>;
  if (id === null) return <MissingId message={t('marketing.coupon.code.missingId')} back={{ to: COUPON_ROUTES.list, label: t('marketing.coupon.code.back') }} />;
  if (found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} />{back}</section>;
  if (!found.data) return null;
  return <CouponCodes coupon={found.data} back={back} />;
}

function CouponCodes({ coupon, back }: { coupon: Coupon; back: ReactNode }) {
  const t = useStore($t);
  const [generating, setGenerating] = useState(false);
  const batches = useRecord(couponBatchesSource, { couponId: coupon.id });
  const ended = coupon.status === 'ended';
  const most = Math.min(COUPON_LIMITS.codesMax, coupon.stock_left);
  return (
    <section className="lc-card lc-coupon-codes">
      <header className="lc-list__head">
        <h1 className="lc-page-title">{t('marketing.coupon.code.heading', { title: coupon.title })}</h1>
        <div className="lc-list__head-actions">
          {back}
          <Button variant="primary" disabled={ended || most < 1} onClick={() => setGenerating(true)}>{t('marketing.coupon.code.generate')}</Button>
        </div>
      </header>
      <p className="lc-coupon-summary">
        <span className={`lc-coupon-status lc-coupon-status--${coupon.status}`}>{t(`marketing.coupon.status.${coupon.status}`)}</span>
        {t(`marketing.coupon.type.${coupon.type}`)} · {couponValue(t, coupon)} · {atMinute(coupon.starts_at)} – {atMinute(coupon.ends_at)}
      </p>
      <p className="lc-coupon-muted">{t('marketing.coupon.code.summary', { stock: coupon.stock, claimed: coupon.claimed, codes: coupon.codes, left: coupon.stock_left })}</p>
      <p className="lc-coupon-intro">{t('marketing.coupon.code.intro')}</p>
      {ended ? <p className="lc-coupon-note">{t('marketing.coupon.code.endedNote')}</p> : most < 1 && <p className="lc-coupon-note">{t('marketing.coupon.code.noStock')}</p>}
      <section aria-labelledby="lc-coupon-batches">
        <h2 id="lc-coupon-batches" className="lc-coupon-h2">{t('marketing.coupon.code.batches')}</h2>
        {batches.error ? <QueryError error={batches.error} onRetry={batches.reload} /> : <Batches coupon={coupon} batches={batches.data ?? NO_BATCHES} loading={batches.loading} t={t} />}
      </section>
      <ListScreen<CouponCode, CouponCodeListState>
        section
        title={t('marketing.coupon.code.list')}
        resource={couponCodesResource}
        defaults={DEFAULTS}
        choices={{ status: CODE_STATUS_CHOICES }}
        filters={[
          {
            kind: 'select',
            key: 'batch',
            label: t('marketing.coupon.code.batchFilter'),
            options: [{ value: 0, label: t('marketing.coupon.code.allBatches') }, ...(batches.data ?? NO_BATCHES).map((batch) => ({ value: batch.id, label: t('marketing.coupon.code.batchOption', { n: batch.number, count: batch.count }) }))],
          },
          { kind: 'select', key: 'status', label: t('marketing.coupon.code.statusFilter'), options: CODE_STATUS_CHOICES.map((status) => ({ value: status, label: status ? t(`marketing.coupon.code.status.${status}`) : t('marketing.coupon.code.allStatuses') })) },
          { kind: 'search', key: 'keyword', label: t('marketing.coupon.code.search') },
        ]}
        columns={[
          { key: 'code', header: t('marketing.coupon.code.col.code'), render: (code) => <code className="lc-coupon-code">{code.code}</code> },
          { key: 'status', header: t('marketing.coupon.code.col.status'), render: (code) => <span className={`lc-coupon-status lc-coupon-status--${code.status}`}>{t(`marketing.coupon.code.status.${code.status}`)}</span> },
          { key: 'redeemer', header: t('marketing.coupon.code.col.redeemer'), render: (code) => (code.redeemed_by === null ? '—' : code.redeemer || `#${code.redeemed_by}`) },
          { key: 'redeemedAt', header: t('marketing.coupon.code.col.redeemedAt'), render: (code) => (code.redeemed_at === null ? '—' : formatDateTime(code.redeemed_at)) },
        ]}
        rowKey={(code) => code.id}
        rowName={(code) => code.code}
        empty={t('marketing.coupon.code.empty')}
      />
      {generating && (
        <RecordForm<{ count: number }>
          title={t('marketing.coupon.code.generate')}
          width={480}
          fields={[{ kind: 'number', name: 'count', label: t('marketing.coupon.code.count'), hint: t('marketing.coupon.code.countHint', { n: coupon.stock_left }), required: true, integer: true, min: COUPON_LIMITS.codesMin, max: COUPON_LIMITS.codesMax, check: (count) => (count > coupon.stock_left ? t('marketing.coupon.code.countTooMany', { n: coupon.stock_left }) : undefined) }]}
          initial={{ count: Math.min(100, most) }}
          saveLabel={t('marketing.coupon.code.generate')}
          savedText=""
          submit={async ({ count }) => {
            await change(() => generateCouponCodes(coupon, count), [couponCodesResource]);
            showToast(t('marketing.coupon.code.generated', { n: count }), { kind: 'success' });
          }}
          onClose={() => setGenerating(false)}
          onSaved={() => setGenerating(false)}
        />
      )}
    </section>
  );
}

function Batches({ coupon, batches, loading, t }: { coupon: Coupon; batches: readonly CouponCodeBatch[]; loading: boolean; t: Translate }) {
  const name = (batch: CouponCodeBatch) => t('marketing.coupon.code.batchName', { n: batch.number });
  return (
    <Table<CouponCodeBatch>
      label={t('marketing.coupon.code.batches')}
      rows={batches}
      rowKey={(batch) => batch.id}
      busy={loading}
      empty={loading ? undefined : t('marketing.coupon.code.batchesEmpty')}
      columns={[
        { key: 'batch', header: t('marketing.coupon.code.col.batch'), render: name },
        { key: 'count', header: t('marketing.coupon.code.col.count'), align: 'end', render: (batch) => batch.count },
        { key: 'redeemed', header: t('marketing.coupon.code.col.redeemed'), align: 'end', render: (batch) => batch.redeemed },
        { key: 'createdAt', header: t('marketing.coupon.code.col.createdAt'), render: (batch) => formatDateTime(batch.created_at) },
        {
          key: 'actions',
          header: t('common.actions'),
          render: (batch) => (
            <RowActions
              row={batch}
              name={name(batch)}
              actions={[
                { label: t('marketing.coupon.code.view'), to: (row) => `${COUPON_ROUTES.code}?id=${coupon.id}&batch=${row.id}` },
                { label: t('marketing.coupon.code.export'), run: exportCouponBatch, done: t('marketing.coupon.code.exported') },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
