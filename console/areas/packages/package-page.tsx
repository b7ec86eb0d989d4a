import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { newIdempotencyKey } from '@shared/funds/forms.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { packageName } from '@shared/packages/package-names.ts';
import { PACKAGE_AFFECTS, packageCatalogueRecord, packageOverviewRecord, packageWrites } from '@shared/packages/resources.ts';
import { daysLeft, packageSize, storageState } from '@shared/packages/rules.ts';
import { PACKAGE_KINDS, type PackageGrant, type ResourcePackage, type StorageMeter } from '@shared/packages/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { UsageMeter } from '@console/kit/usage-meter.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { AllowanceMeter } from '@console/areas/traffic/allowance-meter.tsx';
import { PackageOrderDialog } from './package-order-dialog.tsx';
import { PackageOrders } from './package-orders.tsx';
import './package-texts.ts';
import './packages.css';

/** The storage meter: used against the quota (the free quota and the storage packages running), or unlimited. */
function StorageCard({ storage }: { storage: StorageMeter }) {
  const t = useStore($t);
  const title = t('package.storage.title');
  if (storage.quota === null) return <p className="lc-packages__figure">{t('package.storage.unlimited', { used: formatBytes(storage.used) })}</p>;
  const state = storageState(storage);
  return (
    <>
      <UsageMeter label={title} used={storage.used} limit={storage.quota} text={t('package.storage.meter', { used: formatBytes(storage.used), quota: formatBytes(storage.quota) })} state={state} />
      <p className="lc-packages__muted">{t('package.storage.parts', { base: formatBytes(storage.base), packages: formatBytes(storage.packages) })}</p>
      {state !== 'ok' && (
        <p className={`lc-packages__warn ${state === 'full' ? 'lc-packages__warn--full' : ''}`} role="status">
          {t(state === 'full' ? 'package.storage.full' : 'package.storage.near')}
        </p>
      )}
    </>
  );
}

/**
 * /package (资源包): the storage meter and this month's traffic allowance, the packages on sale with buying through
 * the QR order dialog, the packages running with their expiry, and the orders with close and refund.
 */
export default function PackagePage() {
  const t = useStore($t);
  const overview = useRecord(packageOverviewRecord, {});
  const catalogue = useRecord(packageCatalogueRecord, {});
  const [buying, setBuying] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const now = overview.data ? Math.floor(Date.now() / 1000) : 0;
  const unlimited = overview.data?.storage.quota === null;

  const buy = async (item: ResourcePackage) => {
    setBuying(item.id);
    // one key per click: a repeat of the same request (a retry) answers the same order
    const key = newIdempotencyKey();
    await confirmThenRun(null, async () => setOpen((await change(() => packageWrites.buy(item, key), PACKAGE_AFFECTS)).id));
    setBuying(null);
  };

  const grantColumns: TableColumn<PackageGrant>[] = [
    { key: 'name', header: t('package.active.col.name'), render: (grant) => packageName(grant.package_code, grant.package_name, t) },
    { key: 'size', header: t('package.active.col.size'), render: (grant) => t(grant.kind === 'storage' ? 'package.card.storage' : 'package.card.traffic', { size: packageSize(grant.bytes) }) },
    { key: 'started', header: t('package.active.col.started'), render: (grant) => formatDateTime(grant.started_at) },
    {
      key: 'expires',
      header: t('package.active.col.expires'),
      render: (grant) => (
        <>
          {formatDateTime(grant.expires_at)} <span className="lc-packages__muted">{t('package.active.daysLeft', { n: daysLeft(grant, now) })}</span>
        </>
      ),
    },
  ];

  return (
    <section className="lc-card lc-packages">
      <h1 className="lc-page-title">{t('package.heading')}</h1>
      <p className="lc-packages__muted">{t('package.intro')}</p>
      {overview.error && !overview.data && <QueryError error={overview.error} onRetry={overview.reload} />}

      {overview.data && (
        <div className="lc-packages__meters">
          <section className="lc-packages__meter" aria-labelledby="lc-package-storage">
            <h2 id="lc-package-storage">{t('package.storage.title')}</h2>
            <StorageCard storage={overview.data.storage} />
          </section>
          <section className="lc-packages__meter" aria-labelledby="lc-package-traffic">
            <h2 id="lc-package-traffic">{t('package.traffic.title')}</h2>
            <AllowanceMeter allowance={overview.data.traffic} title={t('package.traffic.title')} />
            <Link to="/traffic">{t('package.traffic.link')}</Link>
          </section>
        </div>
      )}

      <section aria-labelledby="lc-package-catalogue" className="lc-packages__section">
        <h2 id="lc-package-catalogue">{t('package.catalogue')}</h2>
        {catalogue.error && !catalogue.data && <QueryError error={catalogue.error} onRetry={catalogue.reload} />}
        {PACKAGE_KINDS.map((kind) => (
          <div key={kind}>
            <h3 className="lc-packages__kind">{t(`package.kind.${kind}`)}</h3>
            <ul className="lc-packages__cards">
              {(catalogue.data ?? [])
                .filter((item) => item.kind === kind)
                .map((item) => {
                  const pointless = kind === 'storage' && unlimited;
                  return (
                    <li key={item.id} className="lc-packages__card">
                      <h4>{t(kind === 'storage' ? 'package.card.storage' : 'package.card.traffic', { size: packageSize(item.bytes) })}</h4>
                      <p className="lc-packages__price">{formatFen(item.price)}</p>
                      <p className="lc-packages__muted">{t('package.card.days', { days: item.days })}</p>
                      <Button
                        variant="primary"
                        disabled={pointless}
                        title={pointless ? t('package.card.unlimited') : undefined}
                        loading={buying === item.id}
                        clickOnce
                        aria-label={t('package.card.buyNamed', { name: packageName(item.code, item.name, t) })}
                        onClick={() => void buy(item)}
                      >
                        {pointless ? t('package.card.unlimited') : t('package.card.buy')}
                      </Button>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="lc-package-active" className="lc-packages__section">
        <h2 id="lc-package-active">{t('package.active')}</h2>
        <Table label={t('package.active')} columns={grantColumns} rows={overview.data?.grants ?? []} rowKey={(grant) => grant.id} empty={t('package.active.empty')} />
      </section>

      <PackageOrders onPay={(order) => setOpen(order.id)} />
      {open !== null && <PackageOrderDialog orderId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
